import Foundation
import Testing

/// `task_set_exception_ports` is called on macOS only: tvOS and watchOS, which the package
/// declares, mark it unavailable, so a `canImport(Darwin)` branch would not build there. Read from
/// the source, since no Linux build compiles the Darwin branches.
struct QuietCrashesTests {
    @Test func theExceptionPortCallIsForMacOSOnly() throws {
        let url = PackageRoot.url().appendingPathComponent("Sources/Conformance/Isolation/QuietCrashes.swift")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let call = try #require(lines.firstIndex { $0.contains("task_set_exception_ports(") })
        // The condition of the `#if` branch the call is in.
        let branch = try #require(lines[..<call].last { $0.hasPrefix("#if") || $0.hasPrefix("#elseif") })
        #expect(branch == "#if os(macOS)")
        #expect(lines.filter { $0.contains("task_set_exception_ports(") }.count == 1)
    }
}
