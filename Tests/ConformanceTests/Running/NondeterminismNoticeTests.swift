import Conformance
import Foundation
import MediaTiming
import ReferenceEngine
import Testing

/// A law that sees the engine answer one script two ways says so: the report warns that the
/// engine is nondeterministic, so shrunk sizes and flaky marks may vary between runs of a seed.
@Suite struct NondeterminismNoticeTests {
    /// What the engines of one factory share, across threads: how many were made, and which one
    /// read a presentation value first.
    final class Shared: @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        private var firstReader: ObjectIdentifier?
        func next() -> Int {
            lock.withLock {
                made += 1
                return made
            }
        }
        func isFirstReader(_ engine: ObjectIdentifier) -> Bool {
            lock.withLock {
                if firstReader == nil { firstReader = engine }
                return firstReader == engine
            }
        }
    }

    /// The reference engine, but its presentation values read one more when `isOff` says so.
    final class OffByOne: ForwardingEngine<ReferenceEngine> {
        let isOff: @Sendable (ObjectIdentifier) -> Bool
        init(isOff: @escaping @Sendable (ObjectIdentifier) -> Bool) {
            self.isOff = isOff
            super.init(ReferenceEngine())
        }
        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            super.presentationValue(forKeyPath: keyPath, of: layer) + (isOff(ObjectIdentifier(self)) ? 1 : 0)
        }
    }

    /// Engines of which every `n`th made is off by one.
    static func everyNth(_ n: Int) -> EngineFactory {
        let shared = Shared()
        return EngineFactory(name: "every-nth-off") {
            let isOff = shared.next() % n == 0
            return OffByOne { _ in isOff }
        }
    }

    /// Engines of which only the first to read a presentation value is off by one.
    static func firstReaderOff() -> EngineFactory {
        let shared = Shared()
        return EngineFactory(name: "first-reader-off") { OffByOne { shared.isFirstReader($0) } }
    }

    static let notice = "nondeterministic"

    @Test func det1sEvidenceOfTwoAnswersGivesTheNotice() throws {
        // Every third engine is off: DET-1's two runs of a script soon land on engines that differ.
        let report = try SuiteRunner(engine: Self.everyNth(3)).run(
            SuiteConfiguration(cases: 30, lawIDs: ["DET-1"]))
        let result = try #require(report.results.first)
        #expect(result.status == .failed)
        #expect(result.nondeterminismSeen)
        let text = report.textReport()
        #expect(text.contains("the engine answered the same script differently (DET-1)"), "\(text)")
        #expect(text.contains("shrunk sizes and flaky marks may vary between runs"))
        let json = report.jsonReport()
        #expect(json.contains("\"nondeterministic\" : true"))
        #expect(json.contains("\"nondeterminism\" : \"the engine answered the same script differently (DET-1)"))
    }

    @Test func aFailureThatDoesNotReproduceGivesTheNotice() throws {
        // Only the first engine to read a value is off: REF-1's first case that reads one fails,
        // and its re-run, on a fresh engine, holds: a flaky failure.
        let report = try SuiteRunner(engine: Self.firstReaderOff()).run(
            SuiteConfiguration(cases: 30, lawIDs: ["REF-1"], parallelism: 1))
        let result = try #require(report.results.first)
        #expect(result.failure?.isFlaky == true, "\(String(describing: result.failure?.message))")
        #expect(result.nondeterminismSeen)
        #expect(report.textReport().contains("the engine answered the same script differently (REF-1)"))
    }

    @Test func aDeterministicEngineGivesNoNotice() throws {
        let report = try SuiteRunner(engine: Self.everyNth(Int.max)).run(
            SuiteConfiguration(cases: 30, lawIDs: ["DET-1", "REF-1"]))
        #expect(report.results.allSatisfy { $0.status == .passed && !$0.nondeterminismSeen })
        #expect(!report.textReport().contains(Self.notice))
        #expect(!report.jsonReport().contains(Self.notice))
    }
}
