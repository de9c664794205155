import Lifecycle
import MediaTiming
import ReferenceEngine

/// A host over a fresh reference engine.
func makeHost(policy: RemovalPolicy = .all) -> Host<ReferenceEngine> {
    Host(engine: ReferenceEngine(), removalPolicy: policy)
}

/// A linear opacity ramp from 0 to 10 over 10 s: its value is the seconds elapsed since it began.
func ramp(removedOnCompletion: Bool = true) -> Animation {
    var animation = Animation.basic("opacity", from: 0, to: 10, duration: 10)
    animation.isRemovedOnCompletion = removedOnCompletion
    return animation
}

/// The log without commits, renders and next-turn entries: the lifecycle story only.
func story(_ host: Host<ReferenceEngine>) -> [HostEvent] {
    host.log.filter {
        switch $0 {
        case .commit, .render, .nextTurnBlocks: return false
        default: return true
        }
    }
}
