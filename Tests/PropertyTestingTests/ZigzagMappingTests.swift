import Testing

@testable import PropertyTesting

@Suite struct ZigzagMappingTests {
    @Test func alternatesAroundZeroThenContinuesOnTheLongerSide() {
        // Range −2...5: origin 0, two values below, five above; choices go 0, +1, −1, +2, −2,
        // then +3, +4, +5 (the lower side is used up), so the largest choice is 2 + 5 = 7.
        let mapping = _ZigzagMapping(-2...5)
        #expect(mapping.maxChoice == 7)
        #expect((0...7).map(mapping.value(forChoice:)) == [0, 1, -1, 2, -2, 3, 4, 5])
        #expect((-2...5).map { mapping.choice(forValue: $0) } == [4, 2, 0, 1, 3, 5, 6, 7])
        #expect(mapping.choice(forValue: 6) == nil)
    }

    @Test func rangesAwayFromZeroStartAtTheNearestBound() {
        // 10...20: origin 10, choice k is 10 + k. −20...−10: origin −10, choice k is −10 − k.
        #expect(_ZigzagMapping(10...20).value(forChoice: 3) == 13)
        #expect(_ZigzagMapping(-20...(-10)).value(forChoice: 3) == -13)
        // Choices above the largest are clamped to it.
        #expect(_ZigzagMapping(10...20).value(forChoice: 99) == 20)
    }

    @Test func fullIntRangeDoesNotOverflow() {
        // Int.min...Int.max: 2^63 − 1 above, 2^63 below, so the largest choice is 2^64 − 1,
        // which maps to the one value left below: Int.min.
        let mapping = _ZigzagMapping(Int.min...Int.max)
        #expect(mapping.maxChoice == .max)
        #expect(mapping.value(forChoice: .max) == .min)
        #expect(mapping.value(forChoice: .max - 1) == -Int.max)
        #expect(mapping.value(forChoice: .max - 2) == .max)
    }
}
