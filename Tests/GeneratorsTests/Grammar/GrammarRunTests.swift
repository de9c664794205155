import Generators
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

/// Grammar scripts run on the reference engine: to their end, the same way twice, and with
/// every reentry that fires recorded right after the event that fired it.
@Suite struct GrammarRunTests {
    /// Whether `record` is an event of the kind `trigger` (a reentry's trigger, as recorded) waits for.
    static func fires(_ trigger: Substring, _ record: CallbackRecord) -> Bool {
        switch record.kind {
        case .didStart: return trigger.hasPrefix("didStart v\(record.view).\(record.key)")
        case .didStop: return trigger.hasPrefix("didStop v\(record.view).\(record.key)")
        case .transactionCompleted: return trigger == "completion block"
        case .host(let text):
            if text == "next turn" { return trigger == "next turn" }
            if text.hasPrefix("frame ") { return trigger == "frame" }
            if text.hasPrefix("willMove(") { return trigger == "willMove v\(record.view)" }
            if text.hasPrefix("didMove(") { return trigger == "didMove v\(record.view)" }
            return trigger == text
        }
    }

    @Test func grammarScriptsRunDeterministicallyOnTheReferenceEngine() {
        var fired = 0
        let report = check(Grammar.scripts(), configuration: CheckConfiguration(seed: 0x5EED, cases: 300)) { script in
            let first = ScriptDriver.run(script, on: ReferenceEngine())
            let second = ScriptDriver.run(script, on: ReferenceEngine())
            #expect(first.steps.count == script.steps.count)
            let records = first.callbacks
            for (position, record) in records.enumerated() {
                guard case .host(let text) = record.kind, text.hasPrefix("reentry ") else { continue }
                fired += 1
                // The record just before a reentry's is the event that fired it.
                let trigger = text.dropFirst("reentry ".count)
                let event = position > 0 ? records[position - 1] : nil
                #expect(event.map { Self.fires(trigger, $0) } == true, "\(trigger) after \(String(describing: event))")
            }
            return first == second
        }
        #expect(report.passed, "\(report)")
        // Reentries do fire: in 300 cases, a few dozen at the least (about 5 % of cases each, seven kinds).
        #expect(fired >= 30, "\(fired) reentries fired")
    }
}
