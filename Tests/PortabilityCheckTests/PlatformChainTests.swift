import PortabilityCheck
import Testing

/// Check (c): `#if` chains on a platform condition without a final `#else`.
@Suite struct PlatformChainTests {
    static func findings(_ text: String) -> [Finding] {
        PlatformChains.findings(path: "Sources/A/File.swift", text: text)
    }

    @Test func aGlibcDarwinChainWithoutElseIsReported() {
        let findings = Self.findings(
            """
            import Foundation
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            """)
        #expect(findings.map(\.location) == ["Sources/A/File.swift:2"])
        #expect(findings.first?.kind == .platformChainWithoutElse)
        #expect(findings.first?.message.hasPrefix("`#if canImport(Glibc)` has no `#else`") == true)
    }

    @Test(arguments: [
        "#if os(macOS)\nlet x = 1\n#endif",
        "#if os(macOS) || os(Linux) || os(Windows)\nlet x = 1\n#endif",
        "#if !os(Windows)\nlet x = 1\n#endif",
        "#if canImport(Darwin)\nlet x = 1\n#elseif canImport(WinSDK)\nlet x = 2\n#endif",
        "#if arch(arm64) && canImport(Darwin)\nlet x = 1\n#endif",
        "#if os(Linux) && arch(x86_64)\nlet x = 1\n#endif",
        "  #if canImport(ucrt)\n  let x = 1\n  #endif",
    ])
    func aPlatformChainWithoutElseIsReported(_ text: String) {
        #expect(Self.findings(text).map(\.kind) == [.platformChainWithoutElse])
    }

    @Test func chainsEndingInElseOrErrorAreNotReported() {
        #expect(
            Self.findings(
                """
                #if canImport(Glibc)
                import Glibc
                #elseif canImport(Darwin)
                import Darwin
                #else
                #error("unsupported platform: this file needs POSIX write")
                #endif
                #if os(macOS)
                let name = "macOS"
                #else
                let name = "other"
                #endif
                """
            ).isEmpty)
    }

    @Test(arguments: [
        "#if compiler(>=6.3)\nlet x = 1\n#endif",
        "#if DEBUG\nlet x = 1\n#endif",
        "#if canImport(FoundationXML)\nimport FoundationXML\n#endif",
        "#if canImport(ObjectiveC)\nlet x = 1\n#endif",
        "#if swift(>=6.0)\nlet x = 1\n#elseif os(Linux)\nlet x = 2\n#endif",
        "#if arch(x86_64)\nlet x = 1\n#endif",
    ])
    func chainsOnOtherConditionsAreNotChecked(_ text: String) {
        #expect(Self.findings(text).isEmpty)
    }

    @Test func nestedChainsAreCheckedEachOnItsOwn() {
        let findings = Self.findings(
            """
            #if DEBUG
            #if canImport(Darwin)
            let a = 1
            #else
            #if os(Windows)
            let a = 2
            #endif
            #endif
            #endif
            #if os(macOS)
                #if DEBUG
                let b = 1
                #endif
            #else
            let b = 2
            #endif
            """)
        #expect(findings.map(\.location) == ["Sources/A/File.swift:5"])
    }

    @Test func theOptOutCommentSilencesAChain() {
        #expect(
            Self.findings(
                """
                #if canImport(Darwin) // portability: Apple's crash reporter exists only there
                let quiet = true
                #endif
                """
            ).isEmpty)
        // An opt-out must give its reason.
        #expect(Self.findings("#if canImport(Darwin) // portability:\nlet q = 1\n#endif").count == 1)
    }

    @Test func directivesInStringsAndCommentsAreNotDirectives() {
        #expect(
            Self.findings(
                ##"""
                let fixture = """
                    #if os(macOS)
                    #endif
                    """
                let raw = #"\#n#if os(macOS)"#
                // #if os(macOS)
                /* #if os(macOS)
                   /* nested */ #endif */
                """##
            ).isEmpty)
    }

    @Test func aDirectiveAfterTrickyStringsIsStillSeen() {
        // Interpolations holding strings with parentheses and quotes, a raw string whose `\(` is
        // no interpolation, a multi-line string with a nested interpolation: the lexer must come
        // out of each, or the chain below would be taken for string contents.
        let findings = Self.findings(
            ##"""
            let tricky = "a \(["(", "\"", ")"].count) b" + #"raw \(not "# + """
                multi \("nested \(1)") line
                """
            #if os(macOS)
            let x = 1
            #endif
            """##)
        #expect(findings.map(\.location) == ["Sources/A/File.swift:4"])
    }

    @Test func theParserKeepsBranchesAndTheirCode() {
        let chains = ConditionalChains.parse(
            "#if os(Linux) // portability: why\n// only a comment\n#elseif os(macOS)\n#error(\"x\")\n#else\n\n#endif\n")
        #expect(chains.count == 1)
        #expect(chains.first?.branches.map(\.directive) == [.if, .elseif, .else])
        #expect(chains.first?.branches.map(\.hasCode) == [false, true, false])
        #expect(chains.first?.branches.map(\.line) == [1, 3, 5])
        #expect(chains.first?.optOut == "why")
        #expect(chains.first?.first.condition == "os(Linux)")
    }
}
