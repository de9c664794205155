import Conformance
import ConformanceTesting
import Foundation
import Testing

/// Every law against the reference engine, one test case per law ID.
@Suite struct ReferenceConformanceTests {
    @Test(arguments: LawCatalog.all.map(\.id))
    func lawHoldsOnTheReferenceEngine(_ id: String) throws {
        let result = try ConformanceTesting.check(law: id, engine: .reference())
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
