import MediaTiming

/// The refused and no-op calls of the contract, made on one engine at one moment of a script,
/// each followed by a check that the engine answers every read as before (API-1).
///
/// Each call is one the `TimingEngine` documentation refuses (a cycle, non-finite layer timing,
/// a NaN model value or an empty key path, an animation that breaks `Animation.validate()`, a
/// render time that is not finite or goes back) or defines as doing nothing (removing a root
/// from its superlayer, removing a key that is not there). The state compared is everything the
/// contract lets a caller read without a render: the tree, every layer's timing, model values,
/// keys, stored copies and presentation values, the clock and the transaction's duration.
///
/// A refusal for a missing capability and a refusal of an invalid value are both refusals: where
/// the engine lacks a capability the call may need (``Broken/mayNeed``), `unsupported`, the
/// documented error or a call ignored with nothing changed are all accepted; where it declares
/// every one, the documented error is required. What converting up through a speed of 0 answers
/// is not asserted (SEMANTICS §1.4, §9).
struct ContractEdges {
    /// A problem, as one sentence.
    struct Problem: Error {
        var message: String
    }

    let engine: AnyTimingEngine
    /// Every layer the script made: the views' layers, then the windows' layers.
    let layers: [AnyLayer]
    /// How many of ``layers`` are views' layers.
    let viewCount: Int
    /// The key paths whose model and presentation values are compared.
    let keyPaths: [String]

    /// Everything a caller can read without a render.
    struct Snapshot: Equatable {
        var mediaTime: Double
        var transactionDuration: Double
        var superlayers: [AnyLayer?]
        var sublayers: [[AnyLayer]]
        var timings: [LayerTiming]
        var keys: [[String]]
        var copies: [[Animation?]]
        /// Model then presentation values per layer and key path, as bit patterns so NaN equals NaN.
        var values: [[UInt64]]
    }

    /// What the engine answers now.
    func snapshot() -> Snapshot {
        Snapshot(
            mediaTime: engine.mediaTime, transactionDuration: engine.transactionAnimationDuration,
            superlayers: layers.map { engine.superlayer(of: $0) }, sublayers: layers.map { engine.sublayers(of: $0) },
            timings: layers.map { engine.timing(of: $0) },
            keys: layers.map { engine.animationKeys(of: $0) },
            copies: layers.map { layer in
                engine.animationKeys(of: layer).map { engine.animation(forKey: $0, of: layer) }
            },
            values: layers.map { layer in
                keyPaths.flatMap { path in
                    [
                        engine.modelValue(forKeyPath: path, of: layer).bitPattern,
                        engine.presentationValue(forKeyPath: path, of: layer).bitPattern,
                    ]
                }
            })
    }

    /// Makes refused and no-op calls on the layers, chosen by `focus`, calling `count` once per call checked.
    func check(focus: Int, count: () -> Void) throws(Problem) {
        let before = snapshot()
        func unchanged(_ call: String) throws(Problem) {
            count()
            guard let difference = difference(before, snapshot()) else { return }
            throw Problem(message: "\(call) changed \(difference)")
        }
        // A call that may need what the engine lacks (`mayNeed`) may be refused as unsupported or
        // ignored as well as refused as invalid: the engine may check support before validity.
        let declared = engine.capabilities
        func refuses(
            _ call: String, _ expected: String, mayNeed: EngineCapabilities = [],
            _ body: () throws(TimingEngineError) -> Void
        ) throws(Problem) {
            var thrown: TimingEngineError?
            do { try body() } catch { thrown = error }
            let lacking = mayNeed.subtracting(declared)
            guard let thrown else {
                guard lacking.isEmpty else { return try unchanged("the ignored \(call)") }
                throw Problem(message: "\(call) was accepted; the contract refuses it with \(expected)")
            }
            let name = Self.name(of: thrown)
            guard name == expected || name == "unsupported" && !lacking.isEmpty else {
                let either =
                    lacking.isEmpty ? "" : " (or unsupported: it may need \(lacking.names.joined(separator: ", ")))"
                throw Problem(message: "\(call) threw \(thrown); the contract refuses it with \(expected)\(either)")
            }
            try unchanged("the refused \(call)")
        }
        // One view, one broken field and one bad time per call of `check`, chosen by `focus`, so a
        // script's checkpoints between them try every refusal on different layers at low cost.
        let views = layers.indices.filter { !isWindow($0) }
        if let index = views.isEmpty ? nil : views[focus % views.count] {
            let layer = layers[index]
            if engine.capabilities.contains(.nestedLayers) {
                // The layer itself and each of its ancestors are cycles.
                var ancestor: Int? = index
                var depth = 0
                while let above = ancestor, depth <= layers.count {
                    try refuses("addSublayer(\(name(above)), to: \(name(index)))", "cycle") {
                        () throws(TimingEngineError) in try engine.addSublayer(layers[above], to: layer)
                    }
                    ancestor = before.superlayers[above].flatMap { layers.firstIndex(of: $0) }
                    depth += 1
                }
            }
            let timings = Self.brokenTimings(before.timings[index])
            let timing = timings[focus % timings.count]
            try refuses("setTiming(\(timing.what)) of \(name(index))", "invalidTiming", mayNeed: timing.mayNeed) {
                () throws(TimingEngineError) in try engine.setTiming(timing.value, of: layer)
            }
            let (value, keyPath) = focus % 2 == 0 ? (Double.nan, "x") : (1, "")
            try refuses("setModelValue(\(value), \"\(keyPath)\") of \(name(index))", "invalidValue") {
                () throws(TimingEngineError) in try engine.setModelValue(value, forKeyPath: keyPath, of: layer)
            }
            // Under a key in use when there is one: a refused add must not remove the old copy.
            let key = before.keys[index].first ?? "a"
            let animation = Self.invalidAnimations[focus % Self.invalidAnimations.count]
            try refuses(
                "add(\(animation.what), forKey: \"\(key)\") to \(name(index))", "invalidAnimation",
                mayNeed: animation.mayNeed
            ) { () throws(TimingEngineError) in try engine.add(animation.value, forKey: key, to: layer) }
            engine.removeAnimation(forKey: Self.missingKey, from: layer)
            try unchanged("removeAnimation(forKey: \"\(Self.missingKey)\") of \(name(index)), a key that is not there,")
        }
        for (index, layer) in layers.enumerated() where before.superlayers[index] == nil {
            engine.removeFromSuperlayer(layer)
            try unchanged("removeFromSuperlayer(\(name(index))), a root,")
        }
        let times = [("an earlier time", before.mediaTime - 1), ("NaN", .nan), ("infinity", .infinity)]
        let (what, time) = times[focus % times.count]
        try refuses("render(atMediaTime: \(what))", "invalidTime") { () throws(TimingEngineError) in
            try engine.render(atMediaTime: time)
        }
    }

    /// The first reading that differs between `before` and `after`, in words.
    func difference(_ before: Snapshot, _ after: Snapshot) -> String? {
        if before.mediaTime != after.mediaTime { return "mediaTime from \(before.mediaTime) to \(after.mediaTime)" }
        if before.transactionDuration != after.transactionDuration {
            return "transactionAnimationDuration from \(before.transactionDuration) to \(after.transactionDuration)"
        }
        for index in layers.indices {
            if before.superlayers[index] != after.superlayers[index]
                || before.sublayers[index] != after.sublayers[index]
            {
                return "the tree at \(name(index))"
            }
            if before.timings[index] != after.timings[index] {
                return "the timing of \(name(index)) from \(before.timings[index]) to \(after.timings[index])"
            }
            if before.keys[index] != after.keys[index] {
                return "the keys of \(name(index)) from \(before.keys[index]) to \(after.keys[index])"
            }
            if before.copies[index] != after.copies[index] { return "a stored copy of \(name(index))" }
            if let position = before.values[index].indices.first(where: {
                before.values[index][$0] != after.values[index][$0]
            }) {
                let path = keyPaths[position / 2]
                return "the \(position % 2 == 0 ? "model" : "presentation") value \(path) of \(name(index))"
            }
        }
        return nil
    }

    /// Whether layer `index` is a window's.
    func isWindow(_ index: Int) -> Bool { index >= viewCount }

    /// `v3` for a view's layer, `window 0` for a window's.
    func name(_ index: Int) -> String { isWindow(index) ? "window \(index - viewCount)" : "v\(index)" }

    /// The name of a layer handle.
    func name(_ layer: AnyLayer) -> String { layers.firstIndex(of: layer).map { name($0) } ?? "a foreign layer" }

    /// The case name of `error`.
    static func name(of error: TimingEngineError) -> String {
        switch error {
        case .cycle: return "cycle"
        case .unknownLayer: return "unknownLayer"
        case .invalidTime: return "invalidTime"
        case .invalidTiming: return "invalidTiming"
        case .invalidValue: return "invalidValue"
        case .invalidAnimation: return "invalidAnimation"
        case .unsupported: return "unsupported"
        }
    }

    /// A call's argument with one field broken, and what the call may need of the engine.
    struct Broken<Value> {
        /// The broken field and its value, as the report names them.
        var what: String
        /// The argument.
        var value: Value
        /// The capabilities the call may need, whatever an engine reads the broken field as:
        /// what the argument needs as it is, and what it would need with that field at −1 or 1.
        /// A NaN or an infinity has no sign an engine must see, and one that checks support
        /// before validity may read it as any value of its field.
        var mayNeed: EngineCapabilities

        /// `valid` with `break` setting its field to `bad`, `needs` the contract's mapping.
        init(
            _ what: String, _ valid: Value, _ bad: Double, needs: (Value) -> EngineCapabilities,
            _ break: (inout Value, Double) -> Void
        ) {
            func with(_ number: Double) -> Value {
                var copy = valid
                `break`(&copy, number)
                return copy
            }
            self.what = what
            value = with(bad)
            mayNeed = [bad, -1, 1].reduce(into: []) { $0.formUnion(needs(with($1))) }
        }
    }

    /// `timing` with one field made non-finite, for each field the contract requires finite.
    static func brokenTimings(_ timing: LayerTiming) -> [Broken<LayerTiming>] {
        func broken(_ what: String, _ bad: Double, _ field: WritableKeyPath<LayerTiming, Double>) -> Broken<LayerTiming>
        {
            Broken(what, timing, bad, needs: \.requiredCapabilities) { $0[keyPath: field] = $1 }
        }
        return [
            broken("beginTime: .nan", .nan, \.beginTime), broken("speed: .infinity", .infinity, \.speed),
            broken("timeOffset: -.infinity", -.infinity, \.timeOffset), broken("duration: .nan", .nan, \.duration),
        ]
    }

    /// Basic animations that break a rule of `Animation.validate()`, each with what breaks it.
    static var invalidAnimations: [Broken<Animation>] {
        let valid = Animation.basic("x", from: 0, to: 1, duration: 1)
        func broken(_ what: String, _ bad: Double, _ field: @escaping (inout Animation, Double) -> Void)
            -> Broken<Animation>
        {
            Broken(what, valid, bad, needs: \.requiredCapabilities, field)
        }
        return [
            broken("fromValue NaN", .nan) { $0.kind = .basic(BasicValues(from: $1, to: 1)) },
            broken("speed infinity", .infinity) { $0.timing.speed = $1 },
            broken("repeatCount -1", -1) { $0.timing.repeatCount = $1 },
            broken("beginTime NaN", .nan) { $0.timing.beginTime = $1 },
        ]
    }

    /// A key no script uses.
    static let missingKey = "never-added"
}
