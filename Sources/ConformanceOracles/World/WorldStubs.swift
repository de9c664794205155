// TEMPORARY: stand-ins until the engine and techniques parts are merged.
import MediaTiming
import Scripts

package struct EngineWorld {
    package init(profile: TimingProfile) {}
    package var mediaTime: Double = 0
    package var viewCount: Int = 0
    package mutating func makeLayer(parent: Int?) { viewCount += 1 }
    package mutating func setParent(_ parent: Int?, of view: Int) {}
    package mutating func apply(_ step: Step, index: Int) -> Bool { false }
    package var isNoOpUnknown = true
    package mutating func commit() {}
    package mutating func render(atMediaTime time: Double) -> [WorldEvent]? {
        mediaTime = time
        return nil
    }
    package mutating func strip(views: [Int]) -> [WorldEvent]? { nil }
    package func predictedKeys(of view: Int) -> [String]? { nil }
    package func predictedLocalTime(of view: Int, atMediaTime: Double) -> Double? { nil }
    package func predictedValues(of view: Int) -> [String: Double] { [:] }
}

package struct TechniqueWorld {
    package init(profile: TimingProfile) {}
}
