import PortabilityCheck
import Testing

/// Check (d): `#if os(Linux)` chains whose other platforms get no code.
@Suite struct LinuxOnlyBranchTests {
    static func findings(_ text: String) -> [Finding] {
        PlatformChains.findings(path: "Tests/T.swift", text: text)
    }

    @Test func anOSLinuxChainWithoutElseIsReportedOnceAsLinuxOnly() {
        let findings = Self.findings(
            """
            final class Tests {
                #if os(Linux)
                func testOnlyOnLinux() {}
                #endif
            }
            """)
        #expect(findings.map(\.location) == ["Tests/T.swift:2"])
        #expect(findings.map(\.kind) == [.linuxOnlyBranch])
        #expect(
            findings.first?.message.hasPrefix("`#if os(Linux)` has no `#else`: the feature silently vanishes") == true)
    }

    @Test(arguments: [
        "#if os(Linux)\nlet x = 1\n#else\n#endif",
        "#if os(Linux)\nlet x = 1\n#else\n   \n// nothing here\n/* nor here */\n#endif",
        "#if canImport(Glibc)\nimport Glibc\n#endif",
        "#if canImport(Glibc) || canImport(Musl)\nlet x = 1\n#endif",
        "#if (os(Linux) || os(Android))\nlet x = 1\n#endif",
        "#if os(Linux)\nlet x = 1\n#elseif os(Android)\n#else\n#endif",
    ])
    func aLinuxChainWithMissingOrEmptyElseIsReported(_ text: String) {
        let findings = Self.findings(text)
        #expect(findings.map(\.kind) == [.linuxOnlyBranch], "\(text)")
    }

    @Test func anEmptyElseIsNamedInTheMessage() {
        let findings = Self.findings("#if os(Linux)\nlet x = 1\n#else\n// none\n#endif")
        #expect(findings.first?.message.contains("has an `#else` without code") == true)
    }

    @Test func linuxChainsWithAnotherPlatformsCodeAreNotLinuxOnly() {
        #expect(
            Self.findings(
                """
                #if os(Linux)
                let runner = "child"
                #else
                let runner: String? = nil
                #endif
                #if canImport(Glibc)
                import Glibc
                #else
                #error("needs Glibc")
                #endif
                #if os(Linux)
                let a = 1
                #else
                #if canImport(Darwin)
                let a = 2
                #else
                let a = 3
                #endif
                #endif
                """
            ).isEmpty)
    }

    @Test func aLinuxFirstChainWithAnotherBranchButNoElseIsAChainWithoutElse() {
        // Another platform's code is there, so the feature is not Linux-only; the chain still
        // leaves the rest out.
        let findings = Self.findings("#if os(Linux)\nlet a = 1\n#elseif os(macOS)\nlet a = 2\n#endif")
        #expect(findings.map(\.kind) == [.platformChainWithoutElse])
    }

    @Test func theOptOutCommentSilencesALinuxOnlyChain() {
        #expect(
            Self.findings(
                """
                #if os(Linux) // portability: XCTest re-runs itself as a child only on Linux
                func testInAChild() {}
                #endif
                #if canImport(Glibc)  //   portability: core files exist only there
                let x = 1
                #else
                #endif
                """
            ).isEmpty)
    }

    @Test(arguments: ["os(Linux)", "canImport(Glibc)", "canImport(Glibc)||canImport(Musl)", "( os(Linux) )"])
    func linuxOnlyConditions(_ condition: String) {
        #expect(PlatformChains.isLinuxOnlyCondition(condition))
    }

    @Test(arguments: [
        "!os(Linux)", "os(Linux) && arch(x86_64)", "os(Linux) || os(macOS)", "os(Android)", "canImport(Darwin)",
    ])
    func notLinuxOnlyConditions(_ condition: String) {
        #expect(!PlatformChains.isLinuxOnlyCondition(condition))
    }
}
