/// The public methods and initializers of the lifecycle host and of the animation techniques, and
/// the calls of the engine protocol: what `conformance coverage --api` measures scripts against.
///
/// The targeted laws are measured against the host's and the techniques' entries (``entries``);
/// the grammar against those and the engine's (``everyEntry``), since it draws every call.
///
/// An entry is the type and the Swift selector (`"LayerPauser.setResumeSpeed(_:of:)"`); an overload
/// that shares its selector with another says which after a space (`"Host.contains(_:) view"`).
/// What counts as API: every `public` method and initializer declared in `Sources/Lifecycle` and
/// `Sources/AnimationTechniques` on ``Lifecycle/Host``, ``Lifecycle/HostSubscription`` and the
/// technique types, including `TimingEngine.addAnimation(…)`, the closure technique's entry point.
/// ``excluded`` lists what does not count and why; a test reads both folders and fails when a
/// declaration is in neither list, or a list names one that is not declared.
public enum PublicAPI {
    /// Every entry of the host and the techniques, grouped by type.
    public static let entries: [String] = host + techniques

    /// The engine's entries, then the host's and the techniques': what the grammar is measured against.
    public static let everyEntry: [String] = engine + entries

    /// The calls of the engine protocol (`TimingEngine`'s requirements), as the engine receives
    /// them from the driver, the host or a technique; a property is one entry for its get and set.
    ///
    /// ``excludedEngine`` lists the protocol's other members and why they do not count; a test
    /// reads the protocol's declaration and fails when a requirement is in neither list.
    public static let engine: [String] = [
        "TimingEngine.mediaTime",
        "TimingEngine.transactionAnimationDuration",
        // Layer tree.
        "TimingEngine.makeLayer()",
        "TimingEngine.addSublayer(_:to:)",
        "TimingEngine.removeFromSuperlayer(_:)",
        "TimingEngine.superlayer(of:)",
        "TimingEngine.sublayers(of:)",
        // Layer timing and model values.
        "TimingEngine.timing(of:)",
        "TimingEngine.setTiming(_:of:)",
        "TimingEngine.modelValue(forKeyPath:of:)",
        "TimingEngine.setModelValue(_:forKeyPath:of:)",
        // Animations.
        "TimingEngine.add(_:forKey:to:)",
        "TimingEngine.removeAnimation(forKey:from:)",
        "TimingEngine.removeAllAnimations(from:)",
        "TimingEngine.animationKeys(of:)",
        "TimingEngine.animation(forKey:of:)",
        "TimingEngine.presentationValue(forKeyPath:of:)",
        // Time.
        "TimingEngine.convertTime(_:from:to:)",
        // Transactions and rendering.
        "TimingEngine.commit()",
        "TimingEngine.beginTransaction()",
        "TimingEngine.flush()",
        "TimingEngine.setCompletionBlock(_:)",
        "TimingEngine.clearCompletionBlock()",
        "TimingEngine.render(atMediaTime:)",
    ]

    /// Members of the engine protocol and its `MediaTiming` extension that are not calls in this sense.
    public static let excludedEngine: [(declaration: String, reason: String)] = [
        (
            "TimingEngine.capabilities",
            "what the engine declares: read to choose what to draw, not a call a script makes"
        ),
        ("TimingEngine.profile", "how the engine reads the open points: configuration, not a call a script makes"),
        (
            "TimingEngine.convertTime(_:from:into:)",
            "a convenience that calls convertTime(_:from:to:), where the call is counted"
        ),
    ]

    /// The host's entries.
    public static let host: [String] = [
        "Host.init(engine:removalPolicy:)",
        "Host.clearLog()",
        // View tree.
        "Host.makeWindow()",
        "Host.makeView()",
        "Host.makeView(parent:)",
        "Host.addSubview(_:to:)",
        "Host.attach(_:to:)",
        "Host.detach(_:)",
        // App state.
        "Host.resignActive()",
        "Host.enterBackground()",
        "Host.enterForeground()",
        "Host.becomeActive()",
        "Host.moveToBackground()",
        "Host.moveToForeground()",
        // Observers.
        "Host.observeAppNotifications(_:)",
        "Host.observeWindowMoves(of:_:)",
        "Host.observeFrames(_:)",
        "Host.removeObserver(_:)",
        // Queries.
        "Host.contains(_:) view",
        "Host.contains(_:) window",
        "Host.view(_:)",
        "Host.layer(of:)",
        "Host.superview(of:)",
        "Host.subviews(of:)",
        "Host.rootViews(of:)",
        "Host.window(of:)",
        "Host.isInWindow(_:)",
        "Host.subtree(of:)",
        // Run loop.
        "Host.scheduleOnNextTurn(_:)",
        "Host.endTurn()",
        "Host.advance(to:)",
        // Subscriptions.
        "HostSubscription.init(host:)",
        "HostSubscription.add(_:)",
        "HostSubscription.cancel()",
    ]

    /// The techniques' entries.
    public static let techniques: [String] = [
        "LayerPauser.init(engine:variant:)",
        "LayerPauser.pause(_:)",
        "LayerPauser.resume(_:)",
        "LayerPauser.isPaused(_:)",
        "LayerPauser.resumeSpeed(of:)",
        "LayerPauser.setResumeSpeed(_:of:)",
        "SpeedChanger.init(engine:variant:pauser:)",
        "SpeedChanger.setSpeed(_:of:)",
        "AnimationStore.init(engine:variant:pauser:)",
        "AnimationStore.hasStored(_:)",
        "AnimationStore.storedAnimations(of:)",
        "AnimationStore.store(_:)",
        "AnimationStore.restore(_:)",
        "AnimationStore.discard(_:)",
        "AnimationPreserver.init(host:view:variant:)",
        "AnimationPreserver.init(host:view:store:)",
        "AnimationPreserver.init(host:view:store:restoresOnAnyWindowReturn:)",
        "AnimationPreserver.invalidate()",
        "Reinstaller.init(host:view:)",
        "Reinstaller.init(host:view:reAddsCompleted:)",
        "Reinstaller.install(_:forKey:on:)",
        "Reinstaller.uninstall(forKey:on:)",
        "Reinstaller.reinstallMissing()",
        "Reinstaller.invalidate()",
        "Scrubber.init(host:layer:animation:forKey:strategy:base:view:)",
        "Scrubber.install()",
        "Scrubber.setProgress(_:)",
        "Scrubber.release()",
        "Scrubber.reinstallIfMissing()",
        "Scrubber.invalidate()",
        "ClosureDelegate.init(variant:onStart:onCompletion:)",
        "TimingEngine.addAnimation(_:forKey:to:variant:onStart:onCompletion:)",
        "TechniqueKit.init(host:variant:)",
        "TechniqueKit.preserver(for:)",
        "TechniqueKit.reinstaller(for:)",
        "TechniqueKit.makeScrubber(for:animation:forKey:)",
        "TechniqueKit.addAnimation(_:forKey:to:onStart:onCompletion:)",
        "TechniqueKit.invalidate()",
    ]

    /// Public declarations in the two folders that are not API in this sense, with the reason.
    public static let excluded: [(declaration: String, reason: String)] = [
        ("WindowID.init(index:)", "an identifier's memberwise initializer: a value, not a host operation"),
        ("ViewID.init(index:)", "an identifier's memberwise initializer: a value, not a host operation"),
        ("WindowID.<(_:_:)", "the Comparable conformance of an identifier"),
        ("ViewID.<(_:_:)", "the Comparable conformance of an identifier"),
        ("_HostFault.init(rawValue:)", "the mutation tests' fault set (underscored: not API)"),
        ("_TechniqueFault.init(rawValue:)", "the mutation tests' fault set (underscored: not API)"),
        ("TechniqueKit.init(host:variant:_faults:)", "plants the mutation tests' faults (underscored: not API)"),
        (
            "PreservationTag.generation(of:)",
            "a pure function on an animation's userInfo tag that the store and reinstaller use; not an operation on the host or a layer"
        ),
        (
            "PreservationTag.successor(of:)",
            "a pure function on an animation's userInfo tag that the store and reinstaller use; not an operation on the host or a layer"
        ),
        ("TechniqueVariant.init(name:)", "parses a variant's name: configuration, not a technique's operation"),
        ("TechniqueRegistry.init(_:)", "builds the registry of implementations: configuration, not an operation"),
        (
            "TechniqueRegistry.init(name:)",
            "DuplicateName's initializer (the scanner names the enclosing type): an error, not an operation"
        ),
        ("TechniqueRegistry.implementation(named:)", "looks an entry up by name: configuration, not an operation"),
        ("TechniqueRegistry.registering(_:)", "adds an entry: configuration, not an operation"),
        ("TechniqueImplementation.init(name:summary:recipes:factory:)", "an entry of the registry: configuration"),
        (
            "TechniqueFactory.makePauser(host:)",
            "the default of a registered implementation's factory (keep the project's pauser): the driver calls it"
        ),
        (
            "TechniqueFactory.makeSpeedChanger(host:pauser:)",
            "the default of a registered implementation's factory (keep the project's speed change): the driver calls it"
        ),
        (
            "TechniqueFactory.makeStore(host:)",
            "the default of a registered implementation's factory (keep the project's store): the driver calls it"
        ),
        (
            "TechniqueFactory.makePreserver(host:view:store:)",
            "the default of a registered implementation's factory (keep the project's preserver): the driver calls it"
        ),
        (
            "TechniqueFactory.makeReinstaller(host:view:)",
            "the default of a registered implementation's factory (keep the project's reinstaller): the driver calls it"
        ),
        (
            "TechniqueFactory.makeScrubber(host:view:animation:forKey:)",
            "the default of a registered implementation's factory (keep the project's scrubber): the driver calls it"
        ),
        (
            "TechniqueFactory.makeClosureAnimator(host:)",
            "the default of a registered implementation's factory (keep the project's closure delegate): the driver calls it"
        ),
        (
            "PausingSpeedChanger.init(engine:pauser:)",
            "the speed change of a registered implementation without one of its own: only --techniques NAME reaches it"
        ),
        (
            "PausingSpeedChanger.setSpeed(_:of:)",
            "the speed change of a registered implementation without one of its own: only --techniques NAME reaches it"
        ),
        ("ClosureDelegate.animationDidStart(_:)", "a delegate callback: the engine calls it, not the app"),
        ("ClosureDelegate.animationDidStop(_:finished:)", "a delegate callback: the engine calls it, not the app"),
        ("ClosureDelegate.animationWasPreserved(_:)", "a delegate callback: the preserver calls it, not the app"),
        (
            "ClosureDelegate.animationPreservationEnded(_:restored:)",
            "a delegate callback: the preserver calls it, not the app"
        ),
    ]

    /// The entry's declaration: the entry without the word that tells overloads apart.
    public static func declaration(of entry: String) -> String {
        String(entry.prefix { $0 != " " })
    }
}
