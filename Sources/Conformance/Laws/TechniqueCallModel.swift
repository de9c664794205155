import Generators
import Scripts

/// An independent model of what TECH-13's calls answer and do, written from the techniques'
/// documentation; it reads the trace for which animations were on a layer before each step.
struct TechniqueCallModel {
    /// One view's part.
    struct View {
        var parent: Int?
        var inWindow = true
        var paused = false
        var layerSpeed = 1.0
        var resumeSpeed = 1.0
        /// The keys the store keeps, as `vK.key`, while something is stored.
        var stored: [String]?
        /// Whether a reinstaller was made, whether it is live, whether `r` is installed, and
        /// whether a removal noted `r` running.
        var hasReinstaller = false
        var reinstallerLive = false
        var installed = false
        var removalNoted = false
        var hasScrubber = false
        var scrubberLive = false
    }

    var views: [View] = []
    var preserverLive = false
    var preserverMade = false
    var appActive = true

    /// `view` and its descendants.
    func subtree(_ view: Int) -> [Int] {
        [view] + views.indices.filter { views[$0].parent == view }.flatMap { subtree($0) }
    }

    /// Whether v0's live preserver may put `view`'s animations back.
    func preserverCovers(_ view: Int) -> Bool { preserverLive && !views.isEmpty && subtree(0).contains(view) }
}

extension LawCatalog {
    /// Checks TECH-13's answers and effects against ``TechniqueCallModel``.
    static func checkTechniqueCalls(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        var model = TechniqueCallModel()
        func fail(_ message: String, _ step: Int) -> LawViolation { LawViolation(message, step: step, observed: trace) }
        for (index, step) in script.steps.enumerated() where index < trace.steps.count {
            let after = trace.steps[index]
            let before = index > 0 ? trace.steps[index - 1] : nil
            func keysBefore(_ view: Int) -> [String] { before?.keys(ofView: view) ?? [] }
            let answers = after.callbacks.compactMap { record -> String? in
                if case .host(let text) = record.kind { return text }
                return nil
            }
            var expected: [String] = []
            // A step about a view the script never made is a no-op in the driver (a shrunk script
            // may hold one): it changes nothing here either, and answers nothing.
            if let named = viewNamed(by: step), !model.views.indices.contains(named) {
                if !answers.isEmpty { throw fail("a step about a view never made answered \(answers)", index) }
                continue
            }
            switch step {
            case .makeView(let parent):
                model.views.append(TechniqueCallModel.View(parent: parent))
            case .detach(let v):
                let members = model.subtree(v)
                if model.views[v].inWindow {
                    // willMove(toWindow: nil) reaches every member's reinstaller before the removal.
                    for member in members where model.views[member].reinstallerLive && model.views[member].installed {
                        if !model.views[member].removalNoted && keysBefore(member).contains("r") {
                            model.views[member].removalNoted = true
                        }
                    }
                }
                model.views[v].parent = nil
                for member in members { model.views[member].inWindow = false }
            case .attach(let v):
                let wasIn = model.views[v].inWindow
                model.views[v].parent = nil
                let members = model.subtree(v)
                for member in members { model.views[member].inWindow = true }
                guard !wasIn else { break }
                for member in members {
                    let keys = after.keys(ofView: member)
                    if model.views[member].reinstallerLive {
                        if model.views[member].removalNoted && model.views[member].installed && !keys.contains("r") {
                            throw fail(
                                "v\(member)'s live reinstaller did not re-add r on its return to the window", index)
                        }
                        model.views[member].removalNoted = false
                    }
                    if model.views[member].hasScrubber {
                        let restorable = model.preserverCovers(member) && v == 0
                        if model.views[member].scrubberLive && !keys.contains("s") {
                            throw fail(
                                "v\(member)'s live scrubber did not reinstall s on its return to the window", index)
                        }
                        if !model.views[member].scrubberLive && !restorable && !keysBefore(member).contains("s")
                            && keys.contains("s")
                        {
                            throw fail("v\(member)'s invalidated scrubber still reinstalled s", index)
                        }
                    }
                }
            case .resignActive:
                model.appActive = false
            case .enterBackground:
                for v in model.views.indices where model.views[v].inWindow && model.views[v].reinstallerLive {
                    if model.views[v].installed && !model.views[v].removalNoted && keysBefore(v).contains("r") {
                        model.views[v].removalNoted = true
                    }
                }
            case .enterForeground:
                for v in model.views.indices where model.views[v].inWindow && model.views[v].reinstallerLive {
                    if model.views[v].removalNoted && model.views[v].installed && !after.keys(ofView: v).contains("r") {
                        throw fail("v\(v)'s live reinstaller did not re-add r on willEnterForeground", index)
                    }
                    model.views[v].removalNoted = false
                }
            case .becomeActive:
                model.appActive = true
                // The trip began three steps earlier: v0's "a" comes back only through a live preserver.
                // (Only a whole trip: a shrunk script may keep part of one.)
                let trip: [Step] = [.resignActive, .enterBackground, .enterForeground, .becomeActive]
                if index >= 3, Array(script.steps[(index - 3)...index]) == trip, !model.views.isEmpty,
                    model.views[0].inWindow, trace.steps[index - 3].keys(ofView: 0).contains("a")
                {
                    let back = after.keys(ofView: 0).contains("a")
                    if back != model.preserverLive {
                        throw fail(
                            model.preserverLive
                                ? "v0's preserver did not bring a back after the trip"
                                : "v0's animation a came back although no live preserver keeps it", index)
                    }
                }
            case .technique(let technique):
                let v = technique.view
                switch technique.operation {
                case .pause:
                    model.views[v].paused = true
                    model.views[v].resumeSpeed = model.views[v].layerSpeed
                    model.views[v].layerSpeed = 0
                case .resume:
                    model.views[v].paused = false
                    model.views[v].layerSpeed = model.views[v].resumeSpeed
                case .setResumeSpeed(let speed):
                    let accepted = model.views[v].paused && speed.isFinite
                    if accepted { model.views[v].resumeSpeed = speed }
                    expected = ["setResumeSpeed(\(speed)) = \(accepted)"]
                case .inspect:
                    let view = model.views[v]
                    expected = [
                        "isPaused = \(view.paused)", "resumeSpeed = \(view.paused ? "\(view.resumeSpeed)" : "nil")",
                        "hasStored = \(view.stored != nil)",
                        "stored = [\((view.stored ?? []).joined(separator: ", "))]",
                    ]
                case .store:
                    model.views[v].stored = model.subtree(v).flatMap { member in
                        keysBefore(member).map { "v\(member).\($0)" }
                    }
                    .sorted()
                case .restore:
                    model.views[v].stored = nil
                case .discard:
                    model.views[v].stored = nil
                    for member in model.subtree(v) where after.keys(ofView: member) != keysBefore(member) {
                        throw fail(
                            "discard changed v\(member)'s animations from \(keysBefore(member)) to \(after.keys(ofView: member)); it re-adds nothing",
                            index)
                    }
                case .reinstall:
                    // The view's reinstaller is made (and starts observing) once; an invalidated one stays so.
                    if !model.views[v].hasReinstaller { model.views[v].reinstallerLive = true }
                    model.views[v].hasReinstaller = true
                    model.views[v].installed = true
                    model.views[v].removalNoted = false
                case .uninstall:
                    model.views[v].installed = false
                    model.views[v].removalNoted = false
                    if after.keys(ofView: v).contains("r") { throw fail("uninstall left r on v\(v)", index) }
                case .reinstallMissing:
                    let count =
                        model.views[v].installed && model.views[v].removalNoted && !keysBefore(v).contains("r") ? 1 : 0
                    model.views[v].removalNoted = false
                    expected = ["reinstalled \(count)"]
                    if count == 1 && !after.keys(ofView: v).contains("r") {
                        throw fail("reinstallMissing counted r on v\(v) but it is not there", index)
                    }
                case .installScrubber:
                    model.views[v].hasScrubber = true
                    model.views[v].scrubberLive = true
                    model.views[v].layerSpeed = 0
                case .reinstallScrubber:
                    let missing = !keysBefore(v).contains("s")
                    expected = ["reinstalledIfMissing = \(missing)"]
                    if !after.keys(ofView: v).contains("s") {
                        throw fail("reinstallIfMissing left v\(v) without s", index)
                    }
                case .invalidate:
                    model.views[v].reinstallerLive = false
                    model.views[v].scrubberLive = false
                    if v == 0 { model.preserverLive = false }
                case .invalidateAll:
                    for member in model.views.indices {
                        model.views[member].reinstallerLive = false
                        model.views[member].scrubberLive = false
                    }
                    model.preserverLive = false
                case .preserve:
                    // Made once; preserving again returns the same preserver, invalidated or not.
                    if !model.preserverMade { model.preserverLive = true }
                    model.preserverMade = true
                default:
                    break
                }
            default:
                break
            }
            context.count(.instants, expected.count)
            if answers != expected {
                throw fail(
                    "after \(SwiftLiteral.step(step)) the techniques answered \(answers), expected \(expected)", index)
            }
        }
    }
}

extension LawCatalog {
    /// The view a TECH-13 step acts on, or the parent a `makeView` names.
    fileprivate static func viewNamed(by step: Step) -> Int? {
        switch step {
        case .makeView(let parent): return parent
        case .detach(let view), .attach(let view), .add(let view, _, _): return view
        case .technique(let technique): return technique.view
        default: return nil
        }
    }
}
