import Foundation
import MediaTiming
import ReferenceEngine
import Scripts
import Testing

@testable import Conformance

@Suite struct LawReachTests {
    @Test func everyTargetedLawDeclaresItsRelevantFeaturesByKnownNames() {
        let known = Set(CoverageMatrix.allFeatures)
        let targeted = LawCatalog.all.map(\.id).filter { !CoverageMatrix.backstops.contains($0) }
        for id in targeted {
            let features = LawRelevance.features(of: id)
            #expect(!features.isEmpty, "\(id) declares no relevant feature")
            for feature in features where !known.contains(feature) {
                Issue.record("\(id) declares '\(feature)', which is no feature of the coverage matrix")
            }
        }
        for id in LawRelevance.declared.keys where !targeted.contains(id) {
            Issue.record("a declaration for '\(id)', which is no targeted law of the catalog")
        }
    }

    /// Hand-built trees: depths by the chain of parents, roots by the views made without one.
    @Test func theTreeShapeIsReadOffTheScript() {
        func tree(_ script: Script) -> Set<String> {
            ContractFeatures.features(of: script).intersection(["Tree.depth2", "Tree.depth3", "Tree.severalRoots"])
        }
        #expect(tree([.makeView(parent: nil)]).isEmpty)
        // v0 ← v1: a chain of two.
        #expect(tree([.makeView(parent: nil), .makeView(parent: 0)]) == ["Tree.depth2"])
        // v0 ← v1 ← v2 beside a second root v3: a chain of three, two roots.
        #expect(
            tree([.makeView(parent: nil), .makeView(parent: 0), .makeView(parent: 1), .makeView(parent: nil)])
                == ["Tree.depth3", "Tree.severalRoots"])
        // A parent that does not exist makes nothing, as the driver runs it.
        #expect(tree([.makeView(parent: nil), .makeView(parent: 5)]).isEmpty)
    }

    /// The situations the recorder notes, on calls made by hand on the reference engine.
    @Test func theRecorderNotesBeginsAncestorsAndTransactions() throws {
        func recorded(_ body: (FeatureRecordingEngine<ReferenceEngine>) throws -> Void) rethrows -> Set<String> {
            let sink = FeatureSink()
            try body(FeatureRecordingEngine(ReferenceEngine(), sink: sink))
            return sink.drain().filter { $0.hasPrefix("Situation.") }
        }
        let animation = Animation.basic("x", from: 0, to: 1, duration: 1)
        func beginning(at beginTime: Double) throws -> Set<String> {
            try recorded { engine in
                // A root layer with identity timing reads media time: 2 after the render at 2.
                let layer = engine.makeLayer()
                try engine.render(atMediaTime: 2)
                var timed = animation
                timed.timing.beginTime = beginTime
                try engine.add(timed, forKey: "a", to: layer)
                engine.commit()
            }
        }
        #expect(try beginning(at: 0) == ["Situation.begin.present"])
        #expect(try beginning(at: 2) == ["Situation.begin.present"])
        #expect(try beginning(at: 1) == ["Situation.begin.past"])
        #expect(try beginning(at: 3) == ["Situation.begin.future"])
        func below(parentSpeed: Double) throws -> Set<String> {
            try recorded { engine in
                let parent = engine.makeLayer()
                let child = engine.makeLayer()
                try engine.addSublayer(child, to: parent)
                try engine.setTiming(LayerTiming(speed: parentSpeed), of: parent)
                try engine.add(animation, forKey: "a", to: child)
                try engine.render(atMediaTime: 1)
            }
        }
        #expect(try below(parentSpeed: 0) == ["Situation.begin.present", "Situation.pausedAncestor"])
        #expect(try below(parentSpeed: 2) == ["Situation.begin.present", "Situation.spedAncestor"])
        #expect(try below(parentSpeed: 1) == ["Situation.begin.present"])
        let nested = try recorded { engine in
            let layer = engine.makeLayer()
            engine.setCompletionBlock {}
            try engine.beginTransaction()
            try engine.add(animation, forKey: "a", to: layer)
            engine.commit()
            engine.commit()
        }
        #expect(nested == ["Situation.begin.present", "Situation.nestedTransaction", "Situation.completionBlock"])
        let cleared = recorded { engine in
            let layer = engine.makeLayer()
            engine.setCompletionBlock {}
            engine.clearCompletionBlock()
            try? engine.add(animation, forKey: "a", to: layer)
            engine.commit()
        }
        #expect(cleared == ["Situation.begin.present"])
    }

    /// The by-law table reads the matrix: a hand-made matrix gives hand-known rows.
    @Test func rowsAndGapsFollowTheMatrix() {
        let matrix = CoverageMatrix(
            features: ["A", "B"], laws: ["L-1", "L-2"], cases: ["L-1": 20, "L-2": 20],
            shares: ["A": ["L-1": 0.5, "L-2": 0.04], "B": ["L-1": 0.05]])
        let reach = LawReach(
            matrix: matrix,
            relevance: ["L-1": LawRelevance.Entry([["A", "B"]]), "L-2": LawRelevance.Entry([["A", "B"]])])
        // L-2 reaches A in 4 % (under 5 %) and B never; L-1 reaches both, B exactly at 5 %.
        #expect(reach.gaps.map { "\($0.law) \($0.feature)" } == ["L-2 A", "L-2 B"])
        let text = reach.textReport()
        #expect(text.contains("L-1 (20 cases): 2 of 2 relevant features reached\n"))
        #expect(text.contains("L-2 (20 cases): 0 of 2 relevant features reached, 2 UNDER 5 %\n"))
        #expect(text.contains("by law: 2 of 4 relevant features reached in at least 5 % of their law's cases"))
        #expect(text.hasSuffix("  under 5 %: L-2 A (4 %)\n  under 5 %: L-2 B (0 %)\n"))
        #expect(reach.markdown().contains("| L-2 | **`A` 4 %**, **`B` 0 %** |"))
    }

    /// Runs `conformance coverage --by-law` in process at the report's case count: every relevant
    /// feature of every law is reached in 5 % of that law's cases, and CONFORMANCE.md shows the table.
    @Test func everyLawReachesEveryRelevantFeatureAndTheDocumentShowsIt() throws {
        var output = ""
        let status = SuiteCommand.run(
            ["coverage", "--by-law", "--markdown"], engines: [], commandName: "conformance",
            output: { output += $0 }, error: { Issue.record("unexpected error: \($0)") })
        let gaps = output.split(separator: "\n").filter { $0.contains("**`") }
        for line in gaps {
            let law = line.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            for cell in line.split(separator: ",") where cell.contains("**`") {
                Issue.record(
                    "\(law): \(cell.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "|", with: "")) of its cases reach it (under 5 %)"
                )
            }
        }
        #expect(status == (gaps.isEmpty ? 0 : 1))
        let markers = LawReach.markdownMarkers
        let section = try ConformanceDocument.section(begin: markers.begin, end: markers.end)
        #expect(
            section == output.trimmingCharacters(in: .whitespacesAndNewlines),
            "CONFORMANCE.md's by-law table is out of step: run `swift run conformance coverage --by-law --markdown` and paste between the markers"
        )
    }
}
