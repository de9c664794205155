import MediaTiming
import Scripts

/// A reentry armed by a ``Step/reentrant(_:_:)`` step and waiting for its trigger.
@usableFromInline
struct ArmedReentry {
    /// The number of the step that armed it.
    @usableFromInline let number: Int
    @usableFromInline let trigger: ReentryTrigger
    @usableFromInline let steps: [Step]
    /// The number of its first step; the others follow consecutively.
    @usableFromInline let firstStep: Int

    @inlinable
    init(number: Int, trigger: ReentryTrigger, steps: [Step], firstStep: Int) {
        self.number = number
        self.trigger = trigger
        self.steps = steps
        self.firstStep = firstStep
    }
}

extension ScriptRun {
    /// Numbers the script's nested steps and lets the log fire reentries on this run.
    ///
    /// Only a script with reentrant steps comes here, so every other script runs exactly as before.
    @inlinable
    func prepareReentries(_ script: Script) {
        for numbered in script.numberedSteps {
            guard let parent = numbered.parent, reentryFirstStep[parent] == nil else { continue }
            reentryFirstStep[parent] = numbered.number
        }
        // Unowned: the log lives exactly as long as the run that owns it.
        log.fire = { [unowned self] reentry in self.runReentry(reentry) }
    }

    /// Arms a reentry. The driver prepares every script with reentrant steps first; were a run
    /// not prepared, its reentries' steps would be numbered far past every step, still apart.
    @inlinable
    func arm(_ trigger: ReentryTrigger, steps: [Step], number: Int) {
        if log.fire == nil {
            log.fire = { [unowned self] reentry in self.runReentry(reentry) }
        }
        let first = reentryFirstStep[number] ?? Int.max / 2
        log.armed.append(ArmedReentry(number: number, trigger: trigger, steps: steps, firstStep: first))
    }

    /// Runs a fired reentry's steps now, inside the callback that fired it.
    ///
    /// The trace shows `reentry <trigger>` (copy: the arming step's number), then what the steps
    /// cause in delivery order, and `step #n: <note>` for a step that was a no-op or refused.
    @inlinable
    func runReentry(_ reentry: ArmedReentry) {
        log.pending.append(
            CallbackRecord(copy: reentry.number, view: -1, key: "", kind: .host("reentry \(reentry.trigger)")))
        for (offset, step) in reentry.steps.enumerated() {
            let number = reentry.firstStep + offset
            if let note = perform(step, index: number).note {
                log.pending.append(
                    CallbackRecord(copy: number, view: -1, key: "", kind: .host("step #\(number): \(note)")))
            }
        }
    }
}
