import Lifecycle
import MediaTiming
import PropertyTesting
import Scripts

extension GrammarGenerator {
    /// The step `rule` draws in `model`, with the views it acts on; `reentrant` makes a
    /// reentry's step from its trigger (drawing the steps inside).
    func draw(
        _ rule: GrammarRule, _ testCase: TestCase, _ model: GrammarModel,
        reentrant: (ReentryTrigger) throws -> Step
    ) throws -> (Step, [Int]) {
        let base = model.base
        let options = kit.options
        // Any layer, a plain sublayer's included: what a step that targets a layer takes.
        func view() throws -> Int { Int(try testCase.drawUniform(upTo: UInt64(max(base.views.count, 1) - 1))) }
        // A view: what a host call or a technique made for a view takes (a plain layer has none).
        func viewOnly() throws -> Int { try one(model.viewsOnly) }
        func one<T>(_ values: [T]) throws -> T { try GeneratorKit.element(values, testCase) }
        func someView(where condition: (Int) -> Bool) throws -> Int {
            let fitting = model.viewsOnly.filter(condition)
            return try !fitting.isEmpty && GeneratorKit.pick([3, 1], testCase) == 0 ? one(fitting) : viewOnly()
        }
        func technique(_ operation: TechniqueStep.Operation, on chosen: Int? = nil, animation: Animation? = nil)
            throws -> (Step, [Int])
        {
            let target = try chosen ?? (operation.needsView ? viewOnly() : view())
            return (
                .technique(TechniqueStep(operation, view: target, variant: variant, animation: animation)), [target]
            )
        }
        func installing(onView: Bool = false) throws -> (view: Int, key: String, animation: Animation) {
            let target = try onView ? viewOnly() : view()
            let key = try one(options.animationKeys)
            let context = TimingContext(now: base.localTime(of: target), durations: base.durations(on: target))
            return (target, key, try kit.animation(testCase, context))
        }
        switch rule {
        case .makeView: return (.makeView(parent: nil), [])
        case .makeSubview:
            let parent = try one(model.viewsOnly.filter { base.depth(of: $0) < 4 })
            return (.makeView(parent: parent), [parent])
        case .makeSublayer:
            let parent = try one(Array(model.views.filter { base.depth(of: $0) < 4 }))
            return (.makeSublayer(parent: parent), [parent])
        case .setTiming:
            let target = try view()
            // A timing the engine refuses (a non-finite begin time, speed or offset, a NaN duration,
            // a negative or NaN repeat), now and then: its refusal is the observation.
            if try GeneratorKit.pick([11, 1], testCase) == 1 {
                var refused = [
                    LayerTiming(speed: .nan), LayerTiming(beginTime: .infinity), LayerTiming(timeOffset: -.infinity),
                ]
                if capabilities.contains(.layerMediaTiming) {
                    refused += [
                        LayerTiming(duration: .nan), LayerTiming(duration: 1, repeatCount: -1),
                        LayerTiming(duration: 1, repeatCount: .nan), LayerTiming(duration: 1, repeatDuration: -1),
                    ]
                }
                return (.setTiming(view: target, try one(refused)), [target])
            }
            let context = TimingContext(now: base.parentTime(of: target), durations: base.durations(on: target))
            var timing = try kit.layerTiming(testCase, context)
            try kit.boundLayerTiming(&timing, testCase, context, capabilities: capabilities)
            return (.setTiming(view: target, timing), [target])
        case .setModelValue:
            let target = try view()
            return (
                .setModelValue(view: target, keyPath: try one(options.keyPaths), value: try kit.small10.run(testCase)),
                [target]
            )
        case .readLayer:
            let target = try view()
            return (.host(.readLayer(view: target)), [target])
        case .add:
            let (target, key, animation) = try installing()
            return (.add(view: target, key: key, animation: animation), [target])
        case .removeAnimation:
            let target = try view()
            let keys = base.views[target].keys
            // A key in use mostly; any key (a removal of nothing is a defined no-op) otherwise.
            let key =
                try !keys.isEmpty && GeneratorKit.pick([3, 1], testCase) == 0 ? one(keys) : one(options.animationKeys)
            return (.removeAnimation(view: target, key: key), [target])
        case .removeAllAnimations:
            let target = try view()
            return (.removeAllAnimations(view: target), [target])
        case .setTransactionDuration:
            // Negative and NaN durations are ignored by the engine: corrected, not refused.
            let duration =
                try GeneratorKit.pick([6, 1], testCase) == 0
                ? try kit.transactionDurations.run(testCase) : try one([-1, .nan])
            return (.setTransactionDuration(duration), [])
        case .commit:
            // Inside a nested transaction, now and then the app flushes before it commits: a
            // flush there waits for the last nested commit (§2.9), which few other draws reach.
            if base.transactionDepth > 0, try GeneratorKit.pick([2, 1], testCase) == 1 { return (.flush, []) }
            return (.commit, [])
        case .beginTransaction: return (.beginTransaction, [])
        case .flush: return (.flush, [])
        case .setCompletionBlock: return (.setCompletionBlock, [])
        case .clearCompletionBlock: return (.clearCompletionBlock, [])
        case .advance:
            // A negative or non-finite advance is refused by the host, and recorded as such.
            let by =
                try GeneratorKit.pick([15, 1], testCase) == 0
                ? try kit.advance(testCase, base) : try one([-0.5, .infinity])
            return (.advance(by: by), [])
        case .resignActive: return (.resignActive, [])
        case .enterBackground: return (.enterBackground, [])
        case .enterForeground: return (.enterForeground, [])
        case .becomeActive: return (.becomeActive, [])
        case .moveToBackground: return (.host(.moveToBackground), [])
        case .moveToForeground: return (.host(.moveToForeground), [])
        case .detach:
            // A view in a window mostly (so the window-move observers hear something); any view,
            // whose detach may be a defined no-op, otherwise.
            let target = try someView(where: base.isInWindow)
            return (.detach(view: target), [target])
        case .attach:
            // A view that is not a window root mostly; any view otherwise.
            let target = try someView { base.views[$0].placement != .root }
            return (.attach(view: target), [target])
        case .makeWindow: return (.host(.makeWindow), [])
        case .makeDetachedView: return (.host(.makeDetachedView), [])
        case .attachToWindow:
            let target = try viewOnly()
            // A window made, mostly; one past the last (never made, which the host refuses) otherwise.
            let window =
                try GeneratorKit.pick([4, 1], testCase) == 0
                ? Int(try testCase.drawUniform(upTo: UInt64(base.windowCount - 1))) : base.windowCount
            return (.host(.attach(view: target, window: window)), [target])
        case .addSubview:
            let child = try viewOnly()
            let others = model.viewsOnly.filter { $0 != child }
            // Another view mostly; the child itself now and then. A parent inside the child's
            // subtree (itself included) is a cycle, which the host refuses.
            let parent = try !others.isEmpty && GeneratorKit.pick([5, 1], testCase) == 0 ? one(others) : child
            return (.host(.addSubview(view: child, parent: parent)), [child, parent])
        case .observeApp: return (.host(.observe(view: nil)), [])
        case .observeView:
            let target = try viewOnly()
            return (.host(.observe(view: target)), [target])
        case .observeFrames: return (.host(.observeFrames), [])
        case .removeObserver:
            return (.host(.removeObserver(Int(try testCase.drawUniform(upTo: UInt64(model.observers.count - 1))))), [])
        case .cancelObservers: return (.host(.cancelObservers), [])
        case .scheduleOnNextTurn: return (.host(.scheduleOnNextTurn), [])
        case .endTurn: return (.host(.endTurn), [])
        case .query:
            let target = try viewOnly()
            return (.host(.query(view: target)), [target])
        case .setRemovalPolicy:
            // Sparing retained animations mostly: removing all is where every case starts.
            return (.host(.setRemovalPolicy(sparesRetained: try GeneratorKit.pick([1, 3], testCase) == 1)), [])
        case .pause: return try technique(.pause)
        case .resume: return try technique(.resume)
        case .changeSpeed: return try technique(.changeSpeed(try kit.changeSpeeds.run(testCase)))
        case .store: return try technique(.store)
        case .restore: return try technique(.restore)
        case .discard: return try technique(.discard)
        case .preserve: return try technique(.preserve)
        case .inspect: return try technique(.inspect)
        case .invalidate: return try technique(.invalidate)
        case .invalidateAll: return try technique(.invalidateAll)
        case .setResumeSpeed: return try technique(.setResumeSpeed(try one(resumeSpeeds)))
        case .addWithClosures:
            let (target, key, animation) = try installing()
            return try technique(.addWithClosures(key: key), on: target, animation: animation)
        case .reinstall:
            let (target, key, animation) = try installing(onView: true)
            return try technique(.reinstall(key: key), on: target, animation: animation)
        case .installScrubber:
            let (target, key, animation) = try installing(onView: true)
            return try technique(.installScrubber(key: key), on: target, animation: animation)
        case .scrub:
            let target = try one(model.scrubbed.sorted())
            // Inside the animation mostly; before its start and far past its end too.
            let time =
                try GeneratorKit.pick([4, 1, 1], testCase) == 0 ? try kit.halves4.run(testCase) : try one([-0.5, 10])
            return try technique(.scrub(to: time), on: target)
        case .releaseScrub: return try technique(.releaseScrub, on: try one(model.scrubbed.sorted()))
        case .reinstallScrubber: return try technique(.reinstallScrubber, on: try one(model.scrubbed.sorted()))
        case .uninstall:
            return try technique(
                .uninstall(key: try one(options.animationKeys)), on: try one(model.reinstalled.sorted()))
        case .reinstallMissing: return try technique(.reinstallMissing, on: try one(model.reinstalled.sorted()))
        case .onDidStart, .onDidStop:
            let (target, key) = try one(model.keysInUse)
            let trigger: ReentryTrigger =
                rule == .onDidStart ? .didStart(view: target, key: key) : .didStop(view: target, key: key)
            return (try reentrant(trigger), [target])
        case .onCompletionBlock: return (try reentrant(.completionBlock), [])
        case .onNextTurn: return (try reentrant(.nextTurn), [])
        case .onAppNotification:
            // The notification the app's next transition posts, mostly; any of them otherwise.
            let next: [AppNotification]
            switch base.phase {
            case .active: next = [.willResignActive]
            case .inactive: next = [.didEnterBackground, .didBecomeActive]
            case .background: next = [.willEnterForeground]
            }
            let notification = try GeneratorKit.pick([3, 1], testCase) == 0 ? one(next) : one(AppNotification.allCases)
            return (try reentrant(.appNotification(notification.rawValue)), [])
        case .onWindowMove:
            let target = try one(model.observedViews)
            return (try reentrant(.windowMove(view: target, didMove: try kit.bool.run(testCase))), [target])
        case .onFrame: return (try reentrant(.frame), [])
        }
    }
}
