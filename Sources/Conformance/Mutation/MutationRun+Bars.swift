extension MutationRun {
    /// One bar the suite's power must clear over the mutant catalog and the technique variants.
    ///
    /// The bars are the whole-catalog checks CI makes (`conformance self-check`, run in release
    /// from `.ci/run`): a debug `swift test` would spend minutes on them, so they live here as
    /// pure functions over verdicts, and the package's tests check the functions on small inputs.
    public struct Bar: Sendable, Equatable {
        /// What the bar asks, as a sentence.
        public var name: String
        /// Whether the verdicts clear it.
        public var holds: Bool
        /// The measured value, and what fell short when it does not hold.
        public var detail: String

        /// The report line: `ok   NAME (DETAIL)` or `FAIL NAME (DETAIL)`.
        public var line: String { "\(holds ? "ok  " : "FAIL") \(name) (\(detail))" }
    }

    /// What the self-check measures besides the verdicts: which mutants are planted in the host
    /// or the techniques, which variants the catalog must hold, and how many shrunk scripts are
    /// 1-minimal.
    public struct BarInputs: Sendable {
        /// Engine names (`mutant:NAME`) of the mutants whose faults are in the host or techniques.
        public var harnessMutants: Set<String>
        /// Engine names (`mutant:NAME`) of the value mutants: one misread field of the contract each.
        public var valueMutants: Set<String>
        /// The as-published variants the catalog is known to hold; a shorter list is a loss.
        public var expectedVariants: Set<String>
        /// Variants whose failing trip is longer than the others' (allowed 12 steps, not 8).
        public var longVariants: Set<String>
        /// Killing scripts from which no single step can be deleted, out of those checked.
        public var oneMinimal: (minimal: Int, checked: Int, notMinimal: [String])
        /// Engine names (`mutant:NAME`) of the faults written blind: held to every kill bar, but
        /// not counted in the shrink-size bars, which the catalog before them set.
        public var blindMutants: Set<String>

        /// Creates the inputs.
        public init(
            harnessMutants: Set<String>, valueMutants: Set<String>, expectedVariants: Set<String>,
            longVariants: Set<String>,
            oneMinimal: (minimal: Int, checked: Int, notMinimal: [String]), blindMutants: Set<String> = []
        ) {
            self.blindMutants = blindMutants
            self.harnessMutants = harnessMutants
            self.valueMutants = valueMutants
            self.expectedVariants = expectedVariants
            self.longVariants = longVariants
            self.oneMinimal = oneMinimal
        }
    }

    /// Every bar over `mutants` and `variants` verdicts, in a fixed order.
    ///
    /// The numbers are the issue bars the suite has met and must keep: every mutant killed by a
    /// targeted law in at most 12 steps (median at most 5, over at least 80 mutants); median
    /// engine calls per kill at most 40 (38, half of the 77.5 of the run that set the bar, until the laws were widened; 39 until the shared run), median
    /// shrunk steps at most 3 and mean at most 3.75; host and technique mutants killed by a
    /// lifecycle, technique or callback law and never by the backstops; at least 30 value mutants,
    /// each failing a value law, and every value law failing on some mutant; every variant caught by a
    /// technique law within 8 steps (12 for the long trips); every law failing on some mutant or
    /// variant, so none passes vacuously; 95 % of killing scripts 1-minimal.
    ///
    /// The shrink-size bars (median and mean steps, median engine calls) were set on the catalog
    /// before the faults written blind joined it, and are measured over that catalog: a blind
    /// fault is held to every other bar, and its own median steps and calls are shown beside.
    public static func bars(
        mutants: [Verdict], variants: [Verdict], catalog: [Law] = LawCatalog.all, inputs: BarInputs
    ) -> [Bar] {
        var bars: [Bar] = []
        func bar(_ name: String, _ failures: [String], _ measured: String) {
            let shown = failures.prefix(5).joined(separator: "; ") + (failures.count > 5 ? "; …" : "")
            bars.append(
                Bar(name: name, holds: failures.isEmpty, detail: failures.isEmpty ? measured : measured + ": " + shown))
        }
        let killed = mutants.filter { $0.killedBy != nil }
        bar("at least 80 mutants", mutants.count >= 80 ? [] : ["only \(mutants.count)"], "\(mutants.count)")
        bar(
            "every mutant killed by a targeted law", mutants.filter { $0.killedBy == nil }.map(\.line),
            "\(killed.count)/\(mutants.count)")
        bar(
            "every killing script at most 12 steps", killed.filter { $0.steps > 12 }.map(\.line),
            "longest \(killed.map(\.steps).max() ?? 0)")
        // The shrink-size bars: over the catalog that set them (see above).
        let sized = killed.filter { !inputs.blindMutants.contains($0.engine) }
        let blind = killed.filter { inputs.blindMutants.contains($0.engine) }
        let blindNote =
            blind.isEmpty
            ? ""
            : "; \(blind.count) blind faults apart: median \(median(blind.map(\.steps))) steps, \(median(blind.map(\.engineRuns.total))) calls"
        let steps = sized.map(\.steps).sorted()
        let medianSteps = steps.isEmpty ? 0 : steps[steps.count / 2]
        bar("median shrunk steps at most 3", medianSteps <= 3 ? [] : ["\(medianSteps)"], "\(medianSteps)" + blindNote)
        let mean = steps.isEmpty ? 0 : Double(steps.reduce(0, +)) / Double(steps.count)
        // 3.75 since the mutants of cleared blocks and nested transactions joined: their shortest
        // killing scripts, worked by hand in MutantScenarioTests, take 4, 6 and 7 steps (the rest
        // of the catalog's mean was then 3.66, the bar 3.7).
        bar("mean shrunk steps at most 3.75", mean <= 3.75 ? [] : ["\(mean)"], "\(mean)")
        let calls = sized.map(\.engineRuns.total).sorted()
        let medianCalls = calls.isEmpty ? 0 : calls[calls.count / 2]
        // 39 since the laws were widened over the whole input space (issue 23): the killing law is the
        // one with the smallest shrunk script, and the wider laws now find shorter ones (mean steps
        // 3.66 → 3.51) at the cost of more calls for a few mutants, which moved the median by one.
        // 40 since 27 laws draw one case in eight from the one grammar (issue 30): each law's draws
        // changed, the mean shrunk steps fell (3.67 → 3.47) and the median calls rose by one.
        bar("median engine calls per kill at most 40", medianCalls <= 40 ? [] : ["\(medianCalls)"], "\(medianCalls)")

        let harness = mutants.filter { inputs.harnessMutants.contains($0.engine) }
        let misjudged = harness.filter { verdict in
            let killer = verdict.killedBy ?? ""
            let targeted = ["TECH-", "CB-", "LIFE-"].contains { killer.hasPrefix($0) }
            return !targeted || verdict.failedLaws.contains("REF-1") || verdict.failedLaws.contains("DET-1")
        }
        var harnessFailures = misjudged.map { "\($0.line) failed \($0.failedLaws.joined(separator: ","))" }
        if harness.count < 20 { harnessFailures.insert("only \(harness.count) host and technique mutants", at: 0) }
        bar(
            "host and technique mutants killed by lifecycle, technique or callback laws, not by REF-1 or DET-1",
            harnessFailures, "\(harness.count)")

        let values = mutants.filter { inputs.valueMutants.contains($0.engine) }
        var valueFailures = values.filter { !$0.failedLaws.contains { $0.hasPrefix("VAL-") } }
            .map { "\($0.engine) failed only \($0.failedLaws.joined(separator: ","))" }
        if values.count < 30 || values.count != inputs.valueMutants.count {
            valueFailures.insert(
                "\(values.count) of \(inputs.valueMutants.count) value mutants ran (at least 30 needed)", at: 0)
        }
        let failedByMutants = Set(mutants.flatMap(\.failedLaws))
        valueFailures += catalog.filter { $0.family == "VAL" && !failedByMutants.contains($0.id) }.map {
            "no mutant makes \($0.id) fail"
        }
        bar(
            "every value mutant fails a value law, and every value law fails on some mutant", valueFailures,
            "\(values.count)")

        let names = Set(variants.map(\.engine))
        var variantFailures = inputs.expectedVariants.subtracting(names).sorted().map { "missing \($0)" }
        variantFailures += variants.filter { verdict in
            verdict.killedBy?.hasPrefix("TECH-") != true
                || verdict.steps > (inputs.longVariants.contains(verdict.engine) ? 12 : 8)
        }.map(\.line)
        bar(
            "every as-published variant caught by a technique law within 8 steps (12 for long trips)", variantFailures,
            "\(variants.filter { $0.killedBy != nil }.count)/\(variants.count)")

        let caught = Set(mutants.flatMap(\.failedLaws) + variants.flatMap(\.failedLaws))
        bar(
            "every law fails on some mutant or variant",
            catalog.map(\.id).filter { !caught.contains($0) }.map { "nothing makes \($0) fail" },
            "\(catalog.filter { caught.contains($0.id) }.count)/\(catalog.count)")

        let (minimal, checked, notMinimal) = inputs.oneMinimal
        let share = checked == 0 ? 0 : Double(minimal) / Double(checked)
        // The scripts that are not 1-minimal are named even when the bar holds: each is a place
        // where shrinking leaves a step a reader need not see.
        let named = notMinimal.isEmpty || share < 0.95 ? "" : "; not: " + notMinimal.joined(separator: "; ")
        bar(
            "at least 95 % of killing scripts 1-minimal", share >= 0.95 ? [] : notMinimal,
            "\(minimal)/\(checked)" + named)
        return bars
    }

    /// The median of `values` (the upper one of an even count), 0 when there are none.
    private static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
