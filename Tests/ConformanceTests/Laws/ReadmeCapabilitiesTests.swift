import Conformance
import Foundation
import MediaTiming
import Testing

/// The README's table of capabilities is kept in step with the contract and the catalog: every
/// capability is listed once, with the laws that are skipped without it.
@Suite struct ReadmeCapabilitiesTests {
    /// The rows of the README's capability table: name, and the laws it says are skipped.
    static func rows() throws -> [(name: String, skips: [String])] {
        let readme = try String(contentsOf: PackageRoot.url().appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| capability | what your engine promises |") })
        return lines[(header + 2)...].prefix { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells.first?.trimmingCharacters(in: CharacterSet(charactersIn: "`")) ?? ""
            let last = cells.last ?? ""
            return (name, last == "—" ? [] : last.components(separatedBy: ", "))
        }
    }

    @Test func everyCapabilityIsListedOnceInTheContractsOrder() throws {
        #expect(try Self.rows().map(\.name) == EngineCapabilities.named.map(\.name))
    }

    @Test func eachRowNamesTheLawsThatNeedItsCapability() throws {
        for row in try Self.rows() {
            let capability = try #require(EngineCapabilities.named.first { $0.name == row.name }?.capability)
            let needing = LawCatalog.all.filter { $0.requires.contains(capability) }.map(\.id)
            #expect(row.skips == needing, "\(row.name)")
        }
    }
}
