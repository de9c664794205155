import ConformanceOracles
import MediaTiming
import Scripts

/// A dictionary-backed engine part for the techniques' tests: rule 1 of SEMANTICS §1 through the
/// tree, one copy per key in application order, a zero begin time stamped with the layer's local
/// time at the commit (§2.5), and a log of every change a technique makes.
///
/// It is deliberately small: no values, no callbacks, no transactions beyond one open one that
/// `flush()` and ``advance(to:)`` commit.
struct FakeWorldEngine: WorldEngine {
    /// One copy on a layer.
    struct Placed: Equatable {
        var key: String
        var copy: WorldCopy
        var isCommitted: Bool
    }

    var mediaTime = 0.0
    var parents: [Int?] = []
    var timings: [LayerTiming] = []
    var layers: [[Placed]] = []
    /// Every change made through the protocol, as `setTiming v0`, `add v0.a`, `remove v0.a`, `flush`.
    var calls: [String] = []

    var viewCount: Int { parents.count }

    private func exists(_ view: Int) -> Bool { view >= 0 && view < parents.count }

    func parent(of view: Int) -> Int? { exists(view) ? parents[view] : nil }

    mutating func makeLayer(parent: Int?) {
        parents.append(parent)
        timings.append(LayerTiming())
        layers.append([])
    }

    mutating func setParent(_ parent: Int?, of view: Int) {
        if exists(view) { parents[view] = parent }
    }

    func timing(of view: Int) -> LayerTiming { exists(view) ? timings[view] : LayerTiming() }

    mutating func setTiming(_ timing: LayerTiming, of view: Int) -> Bool {
        guard exists(view) else { return false }
        calls.append("setTiming v\(view)")
        timings[view] = timing
        return true
    }

    func localTime(of view: Int, atMediaTime time: Double) -> Double {
        guard exists(view) else { return time }
        let timing = timings[view]
        return (parentTime(of: view, atMediaTime: time) - timing.beginTime) * timing.speed + timing.timeOffset
    }

    func parentTime(of view: Int, atMediaTime time: Double) -> Double {
        parent(of: view).map { localTime(of: $0, atMediaTime: time) } ?? time
    }

    func keys(of view: Int) -> [String] { exists(view) ? layers[view].map(\.key) : [] }

    func storedCopy(forKey key: String, of view: Int) -> WorldCopy? {
        exists(view) ? layers[view].first { $0.key == key }?.copy : nil
    }

    mutating func add(_ copy: WorldCopy, forKey key: String, to view: Int) -> Bool {
        guard exists(view) else { return false }
        calls.append("add v\(view).\(key)")
        var copy = copy
        if copy.animation.timing.duration <= 0 { copy.animation.timing.duration = 0.25 }
        layers[view].removeAll { $0.key == key }
        layers[view].append(Placed(key: key, copy: copy, isCommitted: false))
        return true
    }

    mutating func removeAnimation(forKey key: String, from view: Int) {
        guard exists(view) else { return }
        calls.append("remove v\(view).\(key)")
        layers[view].removeAll { $0.key == key }
    }

    mutating func removeAllAnimations(from view: Int) {
        guard exists(view) else { return }
        calls.append("removeAll v\(view)")
        layers[view].removeAll()
    }

    mutating func flush() -> Bool {
        calls.append("flush")
        commit()
        return true
    }

    /// Commits: every pending copy with begin time 0 is stamped with its layer's local time now.
    mutating func commit() {
        for view in layers.indices {
            let now = localTime(of: view, atMediaTime: mediaTime)
            for index in layers[view].indices where !layers[view][index].isCommitted {
                if layers[view][index].copy.animation.timing.beginTime == 0 {
                    layers[view][index].copy.animation.timing.beginTime = now
                }
                layers[view][index].isCommitted = true
            }
        }
    }

    /// Ends the turn (commit) and moves the clock to `time`.
    mutating func advance(to time: Double) {
        commit()
        mediaTime = time
    }

    /// The system's removal from `views` (background, or leaving a window); not logged as a call.
    mutating func strip(_ views: [Int]) { strip(views: views) }

    /// The system's removal from `views` (background, or leaving a window); not logged as a call.
    mutating func strip(views: [Int]) {
        for view in views where exists(view) { layers[view].removeAll() }
    }

    /// Ends the turn and moves the clock to `time`; this fake hears no callbacks.
    mutating func render(atMediaTime time: Double) -> [WorldEvent]? {
        guard time.isFinite, time >= mediaTime else { return [] }
        advance(to: time)
        return []
    }

    /// A world of `parents.count` views, view `i` under `parents[i]`.
    init(parents: [Int?] = [nil]) {
        for parent in parents { makeLayer(parent: parent) }
    }
}
