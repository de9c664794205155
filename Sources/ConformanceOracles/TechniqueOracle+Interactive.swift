import MediaTiming
import Scripts

extension TechniqueOracle {
    /// A scrubber as the model knows it (SEMANTICS §8.5): its key, its animation as the caller
    /// gave it, and the progress (the animation's active time, in seconds) last set.
    ///
    /// A deferred scrubber (the ``ScrubStrategy/deferredOffset`` strategy, whose documentation
    /// says so) installs at progress 0 and sets the progress on the next run-loop turn, after the
    /// next frame: `isPending` says the progress waits for it.
    package struct Scrub: Equatable {
        package var key: String
        package var animation: Animation
        package var progress: Double
        package var isDeferred = false
        package var isPending = false
    }

    /// The variant name of the deferred scrubbing strategy in scripts.
    package static let deferredScrubVariant = "scrub.deferredOffset"

    /// An animation a reinstaller watches (SEMANTICS §8.4): where, under which key, as given, and
    /// whether it was running at the last system removal and has not come back since.
    package struct Reinstalled: Equatable {
        package var view: Int
        package var key: String
        package var animation: Animation
        package var wasRunning: Bool
    }

    /// The scrubber of `view`, if it has one.
    package func scrubber(_ view: Int) -> Scrub? { scrubbers[view] }

    /// A scrubbed view's local time is measured from its copy's begin: the model keeps the copy
    /// at begin time 0 and the layer's time at the copy's active time, so only the difference
    /// between the two is the engine's to match (where the technique puts the begin is its own
    /// choice, §8.5).
    package func isScrubbed(_ view: Int) -> Bool { scrubbers[view] != nil }

    /// The scrubber's copy: its caller's fields with the begin time at 0, never stamped, on a
    /// layer frozen (speed 0) at the progress: the copy's active time is the progress whatever
    /// the commit stamps (§2.5–§2.6 are the technique's to get right).
    mutating func installScrubber(_ view: Int) {
        guard let scrub = scrubbers[view] else { return }
        var copy = scrub.animation
        copy.timing.beginTime = 0
        place(copy, key: scrub.key, on: view)
        if let index = views[view].placed.firstIndex(where: { $0.key == scrub.key }) {
            views[view].placed[index].isStamped = true
        }
        if scrub.isDeferred {
            scrubbers[view]?.isPending = true
            freeze(view, at: 0)
        } else {
            freeze(view, at: scrub.progress)
        }
    }

    /// The next turn after a frame: each deferred scrubber's waiting progress is applied.
    mutating func applyPendingScrubs() {
        for (view, scrub) in scrubbers where scrub.isPending {
            scrubbers[view]?.isPending = false
            freeze(view, at: scrub.progress)
        }
    }

    /// A scrub: the layer is frozen at the progress, whether or not the copy is still there.
    mutating func scrub(_ view: Int, to progress: Double) {
        guard scrubbers[view] != nil else { return }
        scrubbers[view]?.progress = progress
        if scrubbers[view]?.isPending != true { freeze(view, at: progress) }
    }

    /// A release: a frozen layer plays on from where it stands at speed 1 (§8.5); a layer that
    /// plays already is left as it is.
    mutating func releaseScrub(_ view: Int) {
        guard scrubbers[view] != nil, views[view].clock.rate == 0 else { return }
        views[view].clock.setRate(1, at: parentTime(view))
    }

    private mutating func freeze(_ view: Int, at time: Double) {
        views[view].clock = Clock(anchorParent: parentTime(view), anchorLocal: time, rate: 0)
    }

    /// A reinstaller's add: the copy as given, remembered under its view and key (a key added
    /// again replaces what was remembered).
    mutating func install(_ animation: Animation, key: String, on view: Int) {
        place(animation, key: key, on: view)
        reinstalled.removeAll { $0.view == view && $0.key == key }
        reinstalled.append(Reinstalled(view: view, key: key, animation: animation, wasRunning: false))
    }

    /// Just before a system removal from `view`: each watched animation still on the layer and
    /// whose active period has not ended is noted as running, adding to what earlier removals
    /// noted. A copy whose period has ended is not running, though it is on the layer (retained,
    /// or no frame has removed it yet); a copy whose begin time a commit has yet to stamp has not
    /// started.
    mutating func noteRunning(_ view: Int) {
        let now = localTime(view)
        for index in reinstalled.indices where reinstalled[index].view == view && !reinstalled[index].wasRunning {
            guard let placed = views[view].placed.first(where: { $0.key == reinstalled[index].key }) else { continue }
            let beginIsFinal = placed.isCommitted || placed.isStamped || placed.animation.timing.beginTime != 0
            if beginIsFinal && hasEnded(placed.animation, at: now) { continue }
            reinstalled[index].wasRunning = true
        }
    }

    /// After `view` came back (to a window, or the app to the foreground): the scrubber puts its
    /// copy back, frozen at the progress last set, when it is missing; each watched animation
    /// noted as running comes back as given when its key is missing, in installation order.
    mutating func returned(_ view: Int) {
        if let scrub = scrubbers[view], !keys(view).contains(scrub.key) { installScrubber(view) }
        for index in reinstalled.indices where reinstalled[index].view == view && reinstalled[index].wasRunning {
            reinstalled[index].wasRunning = false
            let item = reinstalled[index]
            guard !keys(view).contains(item.key) else { continue }
            place(item.animation, key: item.key, on: view)
        }
    }

    /// Whether a committed copy's active period has ended at its layer's time `now` (SEMANTICS
    /// §3.3): never with speed 0 or an endless period; an end within rounding counts (§3.4).
    package func hasEnded(_ animation: Animation, at now: Double) -> Bool {
        let timing = animation.timing
        guard timing.speed != 0 else { return false }
        let total = ValueOracle.activeDuration(timing, profile: profile)
        guard total.isFinite else { return false }
        return (now - timing.beginTime) * abs(timing.speed) >= total - 1e-9 * max(1, total)
    }

    /// The copy the model holds under `key` on `view`, committed or not.
    package func copy(_ view: Int, _ key: String) -> Placed? {
        views[view].placed.first { $0.key == key }
    }
}
