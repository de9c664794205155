import Conformance
import Testing

/// `--shard K/N`: a stable, balanced share of the selected laws, and one line for a bad value.
@Suite struct ShardTests {
    typealias Shard = CommandLineOptions.Shard

    @Test func keepsEveryNthLawInOrderOfID() {
        let ids = ["TIME-2", "CB-1", "TIME-1", "CB-2", "REF-1"]
        // By ID: CB-1, CB-2, REF-1, TIME-1, TIME-2; the first shard takes the 1st, 3rd and 5th.
        #expect(Shard(1, of: 2).ids(of: ids) == ["CB-1", "REF-1", "TIME-2"])
        #expect(Shard(2, of: 2).ids(of: ids) == ["CB-2", "TIME-1"])
        #expect(Shard(3, of: 3).ids(of: ids) == ["REF-1"])
        #expect(Shard(1, of: 1).ids(of: ids) == ["CB-1", "CB-2", "REF-1", "TIME-1", "TIME-2"])
        // More shards than laws: the last ones are empty, not an error.
        #expect(Shard(6, of: 6).ids(of: ids) == [])
    }

    @Test func dependsOnTheSelectionNotOnItsOrder() {
        let ids = ["TIME-2", "CB-1", "TIME-1", "CB-2", "REF-1"]
        for shard in [Shard(1, of: 2), Shard(2, of: 2), Shard(2, of: 3)] {
            #expect(shard.ids(of: ids.reversed()) == shard.ids(of: ids))
            #expect(shard.ids(of: ids + ["CB-1"]) == shard.ids(of: ids))
        }
    }

    @Test func theShardsOfTheCatalogAreDisjointAndCoverIt() {
        let all = LawCatalog.all
        for count in [2, 3, 7] {
            let shards = (1...count).map { Shard($0, of: count).laws(of: all).map(\.id) }
            let joined = shards.flatMap { $0 }
            #expect(joined.count == all.count)
            #expect(Set(joined) == Set(all.map(\.id)))
            // Balanced: sizes differ by at most one law.
            let sizes = shards.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1)
            // A shard keeps the catalog's order, as a run's report does.
            for shard in shards {
                let order = shard.map { id in all.firstIndex { $0.id == id }! }
                #expect(order == order.sorted())
            }
        }
    }

    @Test func parsesKOverN() throws {
        #expect(try Shard(parsing: "1/2") == Shard(1, of: 2))
        #expect(try Shard(parsing: "7/7") == Shard(7, of: 7))
        #expect(Shard(3, of: 8).description == "3/8")
        let options = try CommandLineOptions.parse(["--shard", "2/3", "--laws", "TIME"], environment: [:])
        #expect(options.shard == Shard(2, of: 3))
        #expect(try CommandLineOptions.parse(["--shard=1/4"], environment: [:]).shard == Shard(1, of: 4))
        #expect(try CommandLineOptions.parse([], environment: [:]).shard == nil)
    }

    @Test(arguments: [
        ("0/2", "--shard K/N needs K from 1 to N, got '0/2'"),
        ("3/2", "--shard K/N needs K from 1 to N, got '3/2'"),
        ("1/0", "--shard K/N needs N from 1 to 1000, got '1/0'"),
        ("1/1001", "--shard K/N needs N from 1 to 1000, got '1/1001'"),
        ("1", "--shard needs K/N, two whole numbers such as 1/4, got '1'"),
        ("1/2/3", "--shard needs K/N, two whole numbers such as 1/4, got '1/2/3'"),
        ("+1/2", "--shard needs K/N, two whole numbers such as 1/4, got '+1/2'"),
        ("1/", "--shard needs K/N, two whole numbers such as 1/4, got '1/'"),
        ("a/b", "--shard needs K/N, two whole numbers such as 1/4, got 'a/b'"),
        ("-1/2", "--shard needs K/N, two whole numbers such as 1/4, got '-1/2'"),
    ])
    func aBadValueIsOneLine(_ text: String, _ message: String) {
        #expect(throws: CommandLineOptions.UsageError(message)) {
            try CommandLineOptions.parse(["--shard", text], environment: [:])
        }
    }

    @Test func aReplayIsNotSharded() {
        #expect(
            throws: CommandLineOptions.UsageError(
                "--shard splits the laws of a run; --replay runs one case, so not both")
        ) {
            try CommandLineOptions.parse(["--shard", "1/2", "--replay", "CB-2@pt2:AA"], environment: [:])
        }
        #expect(throws: CommandLineOptions.UsageError("--shard needs a value")) {
            try CommandLineOptions.parse(["--shard"], environment: [:])
        }
    }
}
