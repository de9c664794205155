import Conformance
import EngineMutants
import Foundation
import MediaTiming
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct SuiteReportFormatTests {
    static let report: SuiteReport = {
        let mutant = MutantCatalog.mutant("did-stop-twice")!
        let engine = EngineFactory(name: "mutant:did-stop-twice") { mutant.makeEngine() }
        return try! SuiteRunner(engine: engine).run(
            SuiteConfiguration(cases: 40, lawIDs: ["CB-2", "TIME-1", "INTERP-7"]))
    }()

    @Test func textEndsWithTheSummaryLine() {
        let text = Self.report.textReport()
        #expect(text.hasSuffix("conformance: 2 passed, 1 failed, 0 skipped\n"))
        #expect(text.contains("CB-2 failed"))
        #expect(text.contains("--replay 'CB-2@"))
    }

    /// The outer and inner JUnit counts agree, expected failures counted as skipped in both.
    @Test func junitCountsAgreeInsideAndOut() throws {
        let mutant = try #require(MutantCatalog.mutant("did-stop-twice"))
        let engine = EngineFactory(name: "mutant:did-stop-twice") { mutant.makeEngine() }
        var configuration = SuiteConfiguration(cases: 20, lawIDs: ["CB-2", "TIME-1"])
        configuration.expectations = Expectations(["CB-2": "twice, known"])
        let xml = try SuiteRunner(engine: engine).run(configuration).junitReport()
        let skippedCounts = xml.components(separatedBy: "skipped=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(skippedCounts == ["1", "1"], "\(xml)")
    }

    @Test func junitIsWellFormedXMLWithOneCasePerLaw() throws {
        let xml = Self.report.junitReport()
        let delegate = JUnitCounter()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        #expect(parser.parse(), "JUnit XML does not parse: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(delegate.testcases == 3)
        #expect(delegate.failures == 1)
        #expect(delegate.suitesAttributes["failures"] == "1")
    }

    @Test func jsonCarriesCountsAndTheFailure() throws {
        let json = try JSONSerialization.jsonObject(with: Data(Self.report.jsonReport().utf8)) as? [String: Any]
        #expect(json?["failed"] as? Int == 1)
        #expect(json?["passed"] as? Int == 2)
        let laws = json?["laws"] as? [[String: Any]]
        #expect(laws?.count == 3)
        let failed = laws?.first { $0["id"] as? String == "CB-2" }
        #expect((failed?["failure"] as? [String: Any])?["replayToken"] as? String != nil)
    }

    @Test func markdownHasARowPerLaw() {
        let markdown = Self.report.markdownReport()
        #expect(markdown.contains("| CB-2 | required | FAIL |"))
        #expect(markdown.contains("| TIME-1 | required | pass |"))
        #expect(markdown.hasSuffix("conformance: 2 passed, 1 failed, 0 skipped\n"))
    }

    @Test func xmlEscapingCoversMarkupAndControlCharacters() {
        let failure = FailureReport(
            message: "a < b & \"c\"\u{1}", step: 0, swiftSource: "", stepTable: "", timeline: "", svg: "",
            replayToken: "X-1@t", shrunkSteps: 1, originalSteps: 1)
        let result = LawResult(lawID: "CB-2", strength: .required, status: .failed, cases: 1, failure: failure)
        let report = SuiteReport(engineName: "e<>", seed: 1, cases: 1, results: [result], laws: LawCatalog.all)
        let parser = XMLParser(data: Data(report.junitReport().utf8))
        let reader = JUnitCounter()
        parser.delegate = reader
        #expect(parser.parse())
        // Markup comes back as written; the control character becomes '?', which XML cannot carry.
        #expect(reader.failureMessages == ["a < b & \"c\"?"])
        #expect(reader.suiteNames.contains("conformance.e<>"))
    }
}

/// Counts JUnit elements while parsing.
final class JUnitCounter: NSObject, XMLParserDelegate {
    var testcases = 0
    var failures = 0
    var suitesAttributes: [String: String] = [:]
    var failureMessages: [String] = []
    var suiteNames: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testcase": testcases += 1
        case "failure":
            failures += 1
            failureMessages.append(attributes["message"] ?? "")
        case "testsuite": suiteNames.append(attributes["name"] ?? "")
        case "testsuites": suitesAttributes = attributes
        default: break
        }
    }
}
