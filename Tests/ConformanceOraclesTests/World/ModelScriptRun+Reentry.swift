import ConformanceOracles
import Generators
import MediaTiming
import Scripts

extension ModelScriptRun {
    /// A reentry armed by a ``Step/reentrant(_:_:)`` step, as the driver keeps it.
    struct Armed {
        /// The number of the step that armed it.
        var number: Int
        var trigger: ReentryTrigger
        var steps: [Step]
        /// The number of its first step; the others follow.
        var firstStep: Int
    }

    /// The marker that ends a record whose rest the model does not predict (a refusal's reason).
    static let unpredicted = "…"

    /// Numbers the script's nested steps as the driver does (``Script/numberedSteps``).
    func prepare(_ script: Script) {
        for numbered in script.numberedSteps {
            guard let parent = numbered.parent, firstNestedStep[parent] == nil else { continue }
            firstNestedStep[parent] = numbered.number
        }
    }

    /// The script hears `event` now: a callback of `copy` passes through the closure model
    /// first; each record heard fires the first reentry armed for it (`trigger`, or the one the
    /// record itself names), after the record, as the driver's log does.
    func hear(_ event: WorldEvent, from copy: WorldCopy? = nil, trigger: ReentryTrigger? = nil) {
        let events = copy.map { world.closureCallback(event, of: $0) } ?? [event]
        for event in events {
            heard.append(Self.record(event))
            if let fired = trigger ?? Self.trigger(of: event) { fire(fired) }
        }
    }

    /// The trigger a callback record is (a host record's trigger is given by its observer).
    static func trigger(of event: WorldEvent) -> ReentryTrigger? {
        switch event {
        case .didStart(let listener): return .didStart(view: listener.view, key: listener.key)
        case .didStop(let listener, _): return .didStop(view: listener.view, key: listener.key)
        case .completionBlock: return .completionBlock
        case .host: return nil
        }
    }

    /// Runs the first reentry armed for `trigger`, its steps numbered after the script's.
    private func fire(_ trigger: ReentryTrigger) {
        guard let position = armed.firstIndex(where: { $0.trigger == trigger }) else { return }
        let reentry = armed.remove(at: position)
        heard.append(CallbackRecord(copy: reentry.number, view: -1, key: "", kind: .host("reentry \(trigger)")))
        for (offset, step) in reentry.steps.enumerated() {
            let number = reentry.firstStep + offset
            if let note = Self.noteText(perform(step, index: number)) {
                heard.append(CallbackRecord(copy: number, view: -1, key: "", kind: .host("step #\(number): \(note)")))
            }
        }
    }

    /// The note the driver records for a step, as far as the model predicts it.
    static func noteText(_ expected: Expected?) -> String? {
        switch expected {
        case .note(let note): return note
        case .technique(.done): return nil
        case .technique(.noOp(let note)): return note
        case .technique(.refused(let prefix, _)): return prefix + unpredicted
        case .technique(.unknown), nil: return unpredicted
        }
    }

    /// Whether the driver's records match the model's, a model record ending in
    /// ``unpredicted`` matching any record that starts with the rest.
    static func matches(_ observed: [CallbackRecord], _ model: [CallbackRecord]) -> Bool {
        guard observed.count == model.count else { return false }
        return zip(observed, model).allSatisfy { seen, predicted in
            guard seen != predicted else { return true }
            guard case .host(let text) = seen.kind, case .host(let guess) = predicted.kind, guess.hasSuffix(unpredicted)
            else { return false }
            return seen.copy == predicted.copy && seen.view == predicted.view
                && text.hasPrefix(String(guess.dropLast(unpredicted.count)))
        }
    }
}
