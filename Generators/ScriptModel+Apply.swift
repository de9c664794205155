import MediaTiming
import Scripts

extension ScriptModel {
    /// The state after `step`; a step whose precondition does not hold changes nothing, as in the driver.
    mutating func apply(_ step: Step) {
        defer { stepCount += 1 }
        switch step {
        case .makeView(let parent):
            if let parent {
                guard isView(parent) else { return }
                views.append(View(placement: .subview(of: parent)))
            } else {
                views.append(View(placement: .root))
            }
        case .makeSublayer(let parent):
            guard views.indices.contains(parent) else { return }
            views.append(View(placement: .subview(of: parent), isPlain: true))
        case .setTiming(let view, let timing):
            guard views.indices.contains(view), timing.isFinite else { return }
            views[view].timing = timing
            // A pauser gives up on a layer that runs again behind its back.
            if timing.speed != 0 { views[view].pausedTiming = nil }
        case .setModelValue:
            break
        case .add(let view, let key, let animation):
            add(animation, key: key, to: view)
        case .removeAnimation(let view, let key):
            guard views.indices.contains(view) else { return }
            remove(key, from: view)
        case .removeAllAnimations(let view):
            guard views.indices.contains(view) else { return }
            for key in views[view].keys { remove(key, from: view) }
        case .setTransactionDuration(let duration):
            if duration.isFinite && duration >= 0 { transactionDuration = duration }
        case .commit:
            // A nested transaction's commit applies nothing.
            if transactionDepth > 0 {
                transactionDepth -= 1
                // A flush made inside waited for the last nested commit (§2.9).
                if transactionDepth == 0 && flushIsDeferred {
                    flushIsDeferred = false
                    commit()
                }
            } else {
                commit()
            }
        case .flush:
            if transactionDepth > 0 { flushIsDeferred = true } else { commit() }
        case .beginTransaction:
            transactionDepth += 1
        case .setCompletionBlock, .clearCompletionBlock:
            break
        case .advance(let by):
            guard by.isFinite, by >= 0 else { return }
            commit()
            let target = now + by
            for boundary in upcomingBoundaries(limit: 64) where Trace.agree(boundary.time, target, tolerance: 1e-9) {
                boundaryHits.insert(boundary.kind)
            }
            now = target
        case .resignActive:
            if phase == .active { phase = .inactive }
        case .enterBackground:
            guard phase == .inactive else { return }
            phase = .background
            for view in views.indices where isInWindow(view) { systemRemoval(view) }
        case .enterForeground:
            if phase == .background { phase = .inactive }
        case .becomeActive:
            if phase == .inactive { phase = .active }
        case .detach(let view):
            guard isView(view), views[view].placement != .detached else { return }
            if isInWindow(view) { for member in subtree(of: view) { systemRemoval(member) } }
            views[view].placement = .detached
        case .attach(let view):
            guard isView(view), views[view].placement != .root else { return }
            views[view].placement = .root
        case .technique(let technique):
            guard views.indices.contains(technique.view) else { return }
            // The driver skips a call that needs a view on a plain layer.
            if technique.operation.needsView && views[technique.view].isPlain { return }
            apply(technique)
        case .host(let hostStep):
            apply(hostStep)
        case .reentrant:
            // When (and whether) it fires depends on the engine; the model does not follow it, and
            // only the grammar, which keeps its own model, draws it.
            break
        }
    }

    private mutating func add(_ animation: Animation, key: String, to view: Int) {
        guard views.indices.contains(view), (try? animation.validate()) != nil else { return }
        remove(key, from: view)
        views[view].keys.append(key)
        var timing = animation.timing
        if timing.duration <= 0 { timing.duration = transactionDuration }
        known.append(
            Known(
                view: view, key: key, timing: timing, keyPath: animation.keyPath,
                begin: timing.beginTime == 0 ? nil : timing.beginTime))
    }

    private mutating func remove(_ key: String, from view: Int) {
        views[view].keys.removeAll { $0 == key }
        known.removeAll { $0.view == view && $0.key == key }
    }

    mutating func commit() {
        for index in known.indices where known[index].begin == nil {
            known[index].begin = localTime(of: known[index].view)
        }
        transactionDuration = 0.25
    }

    /// The system removes a view's animations, unless a technique puts them back.
    mutating func systemRemoval(_ view: Int) {
        guard !views[view].isProtected, views[view].storedKeys == nil else { return }
        for key in views[view].keys { remove(key, from: view) }
    }

    private mutating func apply(_ technique: TechniqueStep) {
        let view = technique.view
        switch technique.operation {
        case .pause:
            pause(view)
        case .resume:
            resume(view)
        case .changeSpeed(let speed):
            guard speed.isFinite else { return }
            if views[view].pausedTiming != nil {
                views[view].pausedTiming?.speed = speed
                return
            }
            let timing = views[view].timing
            let parent = parentTime(of: view)
            if speed == 0 {
                views[view].timing = LayerTiming(
                    beginTime: timing.beginTime, speed: 0, timeOffset: timing.localTime(fromParentTime: parent))
            } else {
                let begin = parent - (parent - timing.beginTime) * timing.speed / speed
                views[view].timing = LayerTiming(beginTime: begin, speed: speed, timeOffset: timing.timeOffset)
            }
        case .store:
            guard views[view].storedKeys == nil else { return }
            views[view].storedKeys = views[view].keys
            pause(view)
        case .restore:
            guard views[view].storedKeys != nil else { return }
            views[view].storedKeys = nil
            resume(view)
        case .addWithClosures(let key), .reinstall(let key):
            if let animation = technique.animation { add(animation, key: key, to: view) }
            if case .reinstall = technique.operation { views[view].isProtected = true }
        case .installScrubber(let key):
            guard let animation = technique.animation, views[view].scrubDuration == nil else { return }
            add(animation, key: key, to: view)
            views[view].scrubDuration = animation.timing.duration > 0 ? animation.timing.duration : transactionDuration
            views[view].timing.speed = 0
        case .scrub(let time):
            guard views[view].scrubDuration != nil, time.isFinite else { return }
            views[view].timing.timeOffset = time
            views[view].timing.speed = 0
        case .releaseScrub:
            guard views[view].scrubDuration != nil else { return }
            let timing = views[view].timing
            views[view].timing = LayerTiming(beginTime: parentTime(of: view), speed: 1, timeOffset: timing.timeOffset)
        case .discard:
            guard views[view].storedKeys != nil else { return }
            views[view].storedKeys = nil
            resume(view)
        case .uninstall(let key):
            remove(key, from: view)
        case .invalidate:
            views[view].isProtected = false
        case .invalidateAll:
            for index in views.indices { views[index].isProtected = false }
        case .setResumeSpeed, .inspect, .reinstallMissing, .reinstallScrubber:
            // What they answer or re-add depends on the engine; the model does not follow it.
            break
        case .preserve:
            views[view].isProtected = true
        }
    }

    private mutating func pause(_ view: Int) {
        guard views[view].pausedTiming == nil else { return }
        let timing = views[view].timing
        views[view].pausedTiming = timing
        views[view].timing = LayerTiming(beginTime: timing.beginTime, speed: 0, timeOffset: localTime(of: view))
    }

    private mutating func resume(_ view: Int) {
        guard let original = views[view].pausedTiming else { return }
        views[view].pausedTiming = nil
        let frozen = views[view].timing.timeOffset
        if original.speed == 0 {
            views[view].timing = LayerTiming(beginTime: original.beginTime, speed: 0, timeOffset: frozen)
        } else {
            let begin = parentTime(of: view) - (frozen - original.timeOffset) / original.speed
            views[view].timing = LayerTiming(beginTime: begin, speed: original.speed, timeOffset: original.timeOffset)
        }
    }
}
