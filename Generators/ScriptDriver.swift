import AnimationTechniques
import Lifecycle
import MediaTiming
import Scripts

/// Runs a ``Script`` against an engine through the lifecycle host and records a ``Trace``.
///
/// The host starts with one window, active, at media time 0. After every step the driver
/// observes, for every layer made so far (views' and plain sublayers, by index), the presentation value of every key path in the script,
/// the layer's local time and its animation keys, plus the callbacks delivered during the step.
/// A step whose precondition does not hold, or that the engine or host refuses, is recorded with
/// a note and changes nothing, so every script runs to its end.
public enum ScriptDriver {
    /// Runs `script` on `engine` (which should be new) and returns the trace.
    ///
    /// `inspect`, when given, is called after every step with the step's index, the host and the
    /// views made so far (plain sublayers, which back no view, left out), so a law can read engine
    /// state that a trace does not record.
    /// `hostFaults` and `techniqueFaults` plant faults in the host and the techniques, for the
    /// suite's mutation tests; leave them empty otherwise. `techniques` resolves the names technique
    /// steps give (``TechniqueStep/variant``): the project's techniques and variants by default.
    @inlinable
    public static func run<Engine: TimingEngine>(
        _ script: Script, on engine: Engine, removalPolicy: RemovalPolicy = .all,
        hostFaults: _HostFault = [], techniqueFaults: _TechniqueFault = [],
        techniques: TechniqueRegistry = .project,
        inspect: ((_ step: Int, _ host: Host<Engine>, _ views: [Host<Engine>.View]) -> Void)? = nil
    ) -> Trace {
        let host = Host(engine: engine, removalPolicy: removalPolicy)
        host._faults = hostFaults
        let run = ScriptRun(host: host, keyPaths: script.keyPaths)
        run.techniques.faults = techniqueFaults
        run.techniques.registry = techniques
        if script.hasReentrantSteps { run.prepareReentries(script) }
        var trace = Trace(keyPaths: run.keyPaths)
        trace.storage.reserveCapacity(steps: script.steps.count, views: 2, keyPaths: run.keyPaths.count)
        for (index, step) in script.steps.enumerated() {
            let outcome = run.perform(step, index: index)
            run.observe(note: outcome.note, refusedByEngine: outcome.refusedByEngine, into: &trace)
            inspect?(index, run.host, run.views.compactMap { $0 })
        }
        return trace
    }
}

/// Collects the callbacks heard during a run, in delivery order, and fires armed reentries.
@usableFromInline
final class CallbackLog {
    @usableFromInline var pending: [CallbackRecord] = []
    /// The reads of stored copies made since the last step was observed (``StoredCopiesRead``).
    @usableFromInline var pendingCopyReads: [StoredCopiesRead] = []
    /// The reentries armed and not yet fired, in arming order.
    @usableFromInline var armed: [ArmedReentry] = []
    /// Runs a fired reentry's steps; set only for a script with reentrant steps.
    @usableFromInline var fire: ((ArmedReentry) -> Void)?

    @usableFromInline init() {}

    /// Fires the first armed reentry waiting for `trigger`, after the event's own record.
    ///
    /// It is removed before its steps run, so a reentry fires once, and an event its own steps
    /// cause can fire only reentries armed before or inside it.
    @inlinable
    func heard(_ trigger: @autoclosure () -> ReentryTrigger) {
        guard !armed.isEmpty, let fire else { return }
        let event = trigger()
        guard let position = armed.firstIndex(where: { $0.trigger == event }) else { return }
        let reentry = armed.remove(at: position)
        fire(reentry)
    }

    /// Moves the pending callbacks to the end of `records`.
    @usableFromInline
    func drain(into records: inout [CallbackRecord]) {
        guard !pending.isEmpty else { return }
        records.append(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Moves the pending reads of stored copies to the end of `reads`.
    @usableFromInline
    func drain(into reads: inout [StoredCopiesRead]) {
        guard !pendingCopyReads.isEmpty else { return }
        reads.append(contentsOf: pendingCopyReads)
        pendingCopyReads.removeAll()
    }
}

/// The delegate the driver gives every copy it adds: it records each callback with the copy's identity.
@usableFromInline
final class RecordingDelegate: AnimationDelegate {
    let copy: Int
    let view: Int
    let key: String
    let log: CallbackLog

    @usableFromInline
    init(copy: Int, view: Int, key: String, log: CallbackLog) {
        self.copy = copy
        self.view = view
        self.key = key
        self.log = log
    }

    @usableFromInline
    func animationDidStart(_ animation: Animation) {
        log.pending.append(CallbackRecord(copy: copy, view: view, key: key, kind: .didStart))
        log.heard(.didStart(view: view, key: key))
    }

    @usableFromInline
    func animationDidStop(_ animation: Animation, finished: Bool) {
        log.pending.append(CallbackRecord(copy: copy, view: view, key: key, kind: .didStop(finished: finished)))
        log.heard(.didStop(view: view, key: key))
    }
}
