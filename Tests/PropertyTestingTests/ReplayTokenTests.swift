import PropertyTesting
import Testing

@Suite struct ReplayTokenTests {
    @Test func encodesLengthVarintsAndChecksumInBase64URL() throws {
        // Count 3 → 03; choices 0, 1, 300 → 00 01 AC 02 (300 = 0b10_0101100 → AC, 02); FNV-1a-32 of
        // those five bytes is EC BA CA 3B (computed with Python's integers, independently of this
        // code). Nine bytes → base64url "AwAB" "rALs" "uso7".
        #expect(ReplayToken.encode([0, 1, 300]) == "pt2:AwABrALsuso7")
        #expect(try ReplayToken.decode("pt2:AwABrALsuso7") == [0, 1, 300])
        // The empty tape: count 00, checksum 05 0C 5D 1F.
        #expect(ReplayToken.encode([]) == "pt2:AAUMXR8")
    }

    @Test func roundTripsExtremeChoices() throws {
        let tape: [UInt64] = [.max, 0, 127, 128, 1 << 63, 12_345_678_901]
        #expect(try ReplayToken.decode(ReplayToken.encode(tape)) == tape)
        #expect(try ReplayToken.decode(ReplayToken.encode([])) == [])
    }

    @Test(arguments: [
        "", "hello", "pt3:AwABrALsuso7", "PT2:AA", "pt2:A", "pt2:AA*A", "pt2:gA", "pt2:____________8",
        "pt2:\u{1F600}", "pt2:AwABrALsuso7\nx", "pt2:", "pt2:AwABrALsuso7AAAA",
    ])
    func rejectsMalformedOrForeignTokens(token: String) {
        // "pt2:gA" decodes to the byte 0x80, a varint that never ends; "pt2:____________8" is
        // nine bytes of 0xFF, more than 64 bits.
        #expect(throws: ReplayTokenError.self) { try ReplayToken.decode(token) }
        do {
            _ = try ReplayToken.decode(token)
        } catch {
            #expect(!String(describing: error).contains("\n"))
        }
    }

    /// A cut-off token was padded with zeros and replayed a different case (`CB-2@pt1:AAAA`
    /// passed on an engine that fails CB-2); now every proper prefix is refused as truncated.
    @Test func everyTruncationIsRefusedAsTruncated() {
        let token = ReplayToken.encode([5, 0, 300, 7, 1 << 40])
        for length in ReplayToken.prefix.count..<token.count {
            let cut = String(token.prefix(length))
            #expect(throws: ReplayTokenError.self) { try ReplayToken.decode(cut) }
            do {
                _ = try ReplayToken.decode(cut)
            } catch {
                guard case .truncated = error else {
                    Issue.record("\(cut): \(error)")
                    continue
                }
                #expect(error.description.contains("truncated"))
            }
        }
    }

    /// Changing any one character of a token to any other base64url character is caught.
    @Test func everySingleCharacterEditIsRefusedAsAltered() {
        let token = Array(ReplayToken.encode([5, 0, 300, 7]))
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for index in ReplayToken.prefix.count..<token.count {
            for replacement in alphabet where replacement != token[index] {
                var edited = token
                edited[index] = replacement
                #expect(throws: ReplayTokenError.self) { try ReplayToken.decode(String(edited)) }
            }
        }
        var edited = token
        edited[token.count - 1] = edited[token.count - 1] == "A" ? "B" : "A"
        #expect(throws: ReplayTokenError.altered) { try ReplayToken.decode(String(edited)) }
    }

    /// A context is folded into the checksum, not stored: the token decodes only with it.
    @Test func aContextBindsTheToken() throws {
        let token = ReplayToken.encode([1, 2, 3], context: "CB-2")
        #expect(try ReplayToken.decode(token, context: "CB-2") == [1, 2, 3])
        #expect(throws: ReplayTokenError.altered) { try ReplayToken.decode(token, context: "TIME-1") }
        #expect(throws: ReplayTokenError.altered) { try ReplayToken.decode(token) }
        // Same payload, so the same length as the token without a context.
        #expect(token.count == ReplayToken.encode([1, 2, 3]).count)
    }

    @Test func theRetiredFormatIsRefusedByName() {
        #expect(throws: ReplayTokenError.retiredFormat(prefix: "pt1")) { try ReplayToken.decode("pt1:AAGsAg") }
        #expect(ReplayTokenError.retiredFormat(prefix: "pt1").description.contains("no longer accepted"))
    }

    @Test func replayThrowsWhenTheTapeDoesNotFit() {
        let never = Gen.int(in: 0...3).filter("never", maxRetries: 2) { _ in false }
        #expect(throws: ReplayTokenError.self) { try replay(never, token: ReplayToken.encode([0])) }
    }

    /// A token made for one generator is refused by another that reads a different number of
    /// choices, or finds a choice above its bound, instead of being padded or clamped.
    @Test func aTokenOfAnotherGeneratorIsMismatched() throws {
        let pair = Gen.int(in: 0...3).flatMap { a in Gen.int(in: 0...3).map { b in a * 4 + b } }
        let single = Gen.int(in: 0...3)
        let wide = Gen.int(in: 0...100)
        let token = ReplayToken.encode([50])
        #expect(try replay(wide, token: token) == 50)
        #expect(throws: ReplayTokenError.doesNotFitGenerator(reason: "choice 0 is 50, above its bound 3")) {
            try replay(single, token: token)
        }
        #expect(throws: ReplayTokenError.doesNotFitGenerator(reason: "the token holds 1 choices, the generator read 2"))
        {
            try replay(pair, token: ReplayToken.encode([1]))
        }
        #expect(throws: ReplayTokenError.self) {
            try check(single, replaying: ReplayToken.encode([1, 2])) { _ in true }
        }
    }
}
