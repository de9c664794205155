import Conformance
import ConformanceTesting
import Foundation
import Testing

/// Every law against the reference engine, one test case per law ID.
///
/// A quarter of the default cases per law keeps `swift test` quick; the command's default run
/// (CI, release build) checks every law at the full count.
@Suite struct ReferenceConformanceTests {
    static let cases = SuiteConfiguration.defaultCases / 4

    @Test(arguments: LawCatalog.all.map(\.id))
    func lawHoldsOnTheReferenceEngine(_ id: String) throws {
        let result = try ConformanceTesting.check(
            law: id, engine: .reference(), configuration: SuiteConfiguration(cases: Self.cases))
        #expect(result.status == .passed)
        #expect(result.cases == Self.cases)
    }

    /// The entry point's own default: the full count of cases.
    @Test func aLawCheckedWithTheDefaultsRunsTheDefaultCount() throws {
        let result = try ConformanceTesting.check(law: "TIME-1", engine: .reference())
        #expect(result.status == .passed)
        #expect(result.cases == SuiteConfiguration.defaultCases)
    }
}

@Suite struct LawCatalogTests {
    @Test func idsAreUniqueAndWellFormed() {
        let ids = LawCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let parts = id.split(separator: "-")
            #expect(parts.count == 2 && parts[0].allSatisfy(\.isUppercase) && Int(parts[1]) != nil, "\(id)")
        }
    }

    @Test func everyFamilyTheIssueNamesIsPresent() {
        let families = Set(LawCatalog.all.map(\.family))
        for family in ["TIME", "ITER", "INTERP", "TRANS", "CB", "LIFE", "TECH", "DET", "REF"] {
            #expect(families.contains(family), "missing family \(family)")
        }
    }

    @Test func conformanceDocumentMatchesTheCatalog() throws {
        let markers = LawCatalog.markdownMarkers
        let section = try ConformanceDocument.section(begin: markers.begin, end: markers.end)
        let generated = LawCatalog.markdown().trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            section == generated,
            "CONFORMANCE.md is out of step: run `swift run conformance list laws --markdown` and paste between the markers"
        )
    }
}
