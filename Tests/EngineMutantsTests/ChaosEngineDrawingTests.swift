import MediaTiming
import ReferenceEngine
import Testing

@testable import EngineMutants

/// The chaos engine's draws follow each call (its kind, arguments and occurrence), not the call's
/// position in a script, and are the same in every process.
@Suite struct ChaosEngineDrawingTests {
    /// The digest is 64-bit FNV-1a over little-endian bytes, never Swift's per-process `Hasher`:
    /// the eight bytes 61 00 00 00 00 00 00 00 digest to 0x6926124A7B1433C4, as an independent
    /// implementation (Python integers modulo 2^64, offset basis 0xCBF29CE484222325, prime
    /// 0x100000001B3, checked against the published vector FNV-1a("a") = 0xAF63DC4C8601EC8C) gives.
    @Test func theDigestIsFNV1a() {
        var digest = ChaosEngine.CallDigest()
        digest.add(0x61 as UInt64)
        #expect(digest.value == 0x6926_124A_7B14_33C4, "\(String(digest.value, radix: 16))")
    }

    /// The first call of 600 fresh engines of one seed, each converting another time (t = 1…600):
    /// under one stream per seed all 600 would misbehave alike. Now each misbehaves with chance
    /// one half, and a misbehaving conversion shows as a number other than t only when it draws
    /// a wrong number (one in three: the other two answers, unconverted and converted the other
    /// way, are t between no layers), all ten of which differ from t ≥ 1. So about 600 / 6 = 100
    /// answers are wrong, give or take 9 (√(600 · 1/6 · 5/6)).
    @Test func theFirstCallMisbehavesByItsArguments() {
        let times = (1...600).map(Double.init)
        let reference = times.map { ChaosEngine(seed: 7, rate: 0).convertTime($0, from: nil, to: nil) }
        #expect(reference == times)
        let wrong = times.filter { ChaosEngine(seed: 7, rate: 0.5).convertTime($0, from: nil, to: nil) != $0 }.count
        #expect((60...140).contains(wrong), "\(wrong)")
    }

    /// The same call, the same draws: a second engine of the seed answers the same times alike,
    /// and a different seed does not answer all 600 alike.
    @Test func theSameCallMeetsTheSameDraws() {
        let times = (1...600).map(Double.init)
        func answers(_ seed: UInt64) -> [UInt64] {
            times.map { ChaosEngine(seed: seed, rate: 0.5).convertTime($0, from: nil, to: nil).bitPattern }
        }
        #expect(answers(7) == answers(7))
        #expect(answers(7) != answers(8))
    }

    /// A delegate callback delivered while a render runs has draws of its own, and the render's
    /// own draws resume after it: the engine's generator is the render's again on the way out.
    @Test func aCallbackInsideACallLeavesTheCallsDrawsAlone() {
        let engine = ChaosEngine(seed: 3, rate: 0.5)
        let outer = engine.enter(.render) { $0.add(1.0) }
        let renderState = engine.state
        let inner = engine.enter(.animationDidStart)
        #expect(engine.state != renderState)
        engine.leave(inner)
        #expect(engine.state == renderState)
        engine.leave(outer)
    }
}
