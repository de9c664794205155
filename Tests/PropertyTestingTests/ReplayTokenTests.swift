import PropertyTesting
import Testing

@Suite struct ReplayTokenTests {
    @Test func encodesVarintsInBase64URL() throws {
        // Choices 0, 1, 300 → varint bytes 00 01 AC 02 (300 = 0b10_0101100 → AC, 02).
        // Bits 00000000 00000001 10101100 → sextets 0, 0, 6, 44 → "AAGs"; then 00000010 →
        // sextets 0, 32 → "Ag".
        #expect(ReplayToken.encode([0, 1, 300]) == "pt1:AAGsAg")
        #expect(try ReplayToken.decode("pt1:AAGsAg") == [0, 1, 300])
    }

    @Test func roundTripsExtremeChoices() throws {
        let tape: [UInt64] = [.max, 0, 127, 128, 1 << 63, 12_345_678_901]
        #expect(try ReplayToken.decode(ReplayToken.encode(tape)) == tape)
        #expect(try ReplayToken.decode(ReplayToken.encode([])) == [])
    }

    @Test(arguments: [
        "", "hello", "pt2:AAGsAg", "PT1:AA", "pt1:A", "pt1:AA*A", "pt1:gA", "pt1:____________8",
        "pt1:\u{1F600}", "pt1:AAGsAg\nx",
    ])
    func rejectsMalformedOrForeignTokens(token: String) {
        // "pt1:gA" decodes to the byte 0x80, a varint that never ends; "pt1:____________8" is
        // nine bytes of 0xFF, more than 64 bits.
        #expect(throws: ReplayTokenError.self) { try ReplayToken.decode(token) }
        do {
            _ = try ReplayToken.decode(token)
        } catch {
            #expect(!String(describing: error).contains("\n"))
        }
    }

    @Test func replayThrowsWhenTheTapeDoesNotFit() {
        let never = Gen.int(in: 0...3).filter("never", maxRetries: 2) { _ in false }
        #expect(throws: ReplayTokenError.self) { try replay(never, token: "pt1:AA") }
    }
}
