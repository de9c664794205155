import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// A round trip a technique's view can make, alone or overlapping another.
enum TechniqueTrip {
    /// The app goes to the background and comes back, with the time spent away.
    case background(Double?)
    /// View 0 leaves its window and comes back, with the time spent away.
    case window(Double?)
    /// View 0 leaves the window, the app resigns, view 0 comes back while the app is inactive,
    /// then the app goes to the background and returns.
    case mixed
    /// View 0 leaves the window, the app goes to the background and returns, then view 0 comes back.
    case backgroundDuringWindowTrip(Double?)
}

extension LawGen {
    /// A new speed for ``SpeedChanger/setSpeed(_:of:)``: its documentation allows any finite
    /// speed, so 0 (a freeze) is drawn, and negative speeds where the engine declares them.
    static func speedChange(_ capabilities: EngineCapabilities) -> Gen<Double> {
        var speeds: [Double] = [2, 0.5, 3, 0.25, 0]
        if capabilities.contains(.negativeSpeed) { speeds += [-1, -0.5] }
        return Gen.element(of: speeds)
    }

    /// A layer timing a technique's view may have before the technique starts: its own begin
    /// time, speed (never 0: a frozen layer is drawn by a speed change) and offset.
    static func ownTiming(_ capabilities: EngineCapabilities) -> Gen<LayerTiming> {
        layerTiming(allowZero: false, allowNegative: capabilities.contains(.negativeSpeed))
    }

    /// A scrub progress as a fraction of the animation's duration: inside, at both ends, and
    /// outside (the ``Scrubber`` takes any finite progress as the animation's active time).
    static var scrubFraction: Gen<Double> { Gen.element(of: [0.5, 0.25, 0.75, 0.125, 0, 1, 1.5, -0.25]) }

    /// A trip: background or window first (the shorter scripts), then the overlapping ones.
    static var techniqueTrip: Gen<TechniqueTrip> {
        let away = Gen.element(of: [0.5, 1, 0.25]).optional
        return Gen.frequency([
            (3, away.map { .background($0) }), (3, away.map { .window($0) }), (1, Gen.constant(.mixed)),
            (1, away.map { .backgroundDuringWindowTrip($0) }),
        ])
    }
}

extension TechniqueTrip {
    /// The steps of the trip, made by view 0 and the app.
    var steps: [Step] {
        func away(_ time: Double?) -> [Step] { time.map { [.advance(by: $0)] } ?? [] }
        switch self {
        case .background(let time):
            return [.resignActive, .enterBackground] + away(time) + [.enterForeground, .becomeActive]
        case .window(let time):
            return [.detach(view: 0)] + away(time) + [.attach(view: 0)]
        case .mixed:
            return [
                .detach(view: 0), .resignActive, .attach(view: 0), .enterBackground, .enterForeground, .becomeActive,
            ]
        case .backgroundDuringWindowTrip(let time):
            return [.detach(view: 0), .resignActive, .enterBackground] + away(time) + [
                .enterForeground, .becomeActive, .attach(view: 0),
            ]
        }
    }
}
