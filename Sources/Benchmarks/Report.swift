/// The results as a Markdown table, for people.
func tableReport(
  outcomes: [Outcome], memory: [MemoryOutcome], unavailable: [Unavailable], settings: Settings
) -> String {
  var lines: [String] = []
  lines.append(
    "\(settings.rounds) rounds per scenario, Reductor and baseline alternating; "
      + "ns/op median ± half the interquartile range."
  )
  lines.append("")
  lines.append(
    "| scenario | Reductor ns/op | baseline ns/op | ratio | target | holds | allocs/op (R / base) |"
  )
  lines.append("| --- | --- | --- | --- | --- | --- | --- |")
  for outcome in outcomes {
    let baseline = outcome.baseline.map(describe) ?? "–"
    var ratio = outcome.ratio.map { format($0) + "×" } ?? "–"
    for variant in outcome.variants {
      ratio += " (\(format(variant.ratio))× vs \(variant.label) \(describe(variant.summary)))"
    }
    let holds = outcome.holds.map { $0 ? "yes" : "**no**" } ?? "–"
    let allocations =
      "\(outcome.reductorAllocations.map(format) ?? "–") / "
      + "\(outcome.baselineAllocations.map(format) ?? "–")"
    lines.append(
      "| \(outcome.name): \(outcome.title) | \(describe(outcome.reductor)) | \(baseline) "
        + "| \(ratio) | \(outcome.targetDescription) | \(holds) | \(allocations) |"
    )
  }
  for outcome in memory {
    lines.append(
      "| \(outcome.name): \(outcome.title) | \(outcome.measured) | | | "
        + "\(outcome.targetDescription) | \(outcome.holds ? "yes" : "**no**") | |"
    )
  }
  for entry in unavailable {
    lines.append("| \(entry.name): \(entry.title) | \(entry.reason) | | | | – | |")
  }
  return lines.joined(separator: "\n")
}

private func describe(_ summary: Summary) -> String {
  "\(format(summary.median)) ± \(Int((summary.spread * 100).rounded()))%"
}

/// The results as JSON, for tools.
func jsonReport(
  outcomes: [Outcome], memory: [MemoryOutcome], unavailable: [Unavailable], settings: Settings
) -> String {
  func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return String(value)
  }
  func string(_ value: String) -> String {
    var escaped = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"\(escaped)\""
  }
  func bool(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "null" }

  var scenarios: [String] = []
  for outcome in outcomes {
    var fields = [
      "\"name\": \(string(outcome.name))",
      "\"title\": \(string(outcome.title))",
      "\"operations\": \(outcome.operations)",
      "\"reductor_ns\": \(number(outcome.reductor.median))",
      "\"reductor_spread\": \(number(outcome.reductor.spread))",
      "\"baseline_ns\": \(number(outcome.baseline?.median))",
      "\"baseline_spread\": \(number(outcome.baseline?.spread))",
      "\"ratio\": \(number(outcome.ratio))",
      "\"target\": \(string(outcome.targetDescription))",
      "\"holds\": \(bool(outcome.holds))",
      "\"reductor_allocations\": \(number(outcome.reductorAllocations))",
      "\"baseline_allocations\": \(number(outcome.baselineAllocations))",
    ]
    if !outcome.variants.isEmpty {
      let variants = outcome.variants.map { variant in
        "{\"label\": \(string(variant.label)), \"ns\": \(number(variant.summary.median)), "
          + "\"ratio\": \(number(variant.ratio))}"
      }
      fields.append("\"variants\": [" + variants.joined(separator: ", ") + "]")
    }
    scenarios.append("    {" + fields.joined(separator: ", ") + "}")
  }
  for outcome in memory {
    scenarios.append(
      "    {\"name\": \(string(outcome.name)), \"title\": \(string(outcome.title)), "
        + "\"measured\": \(string(outcome.measured)), "
        + "\"target\": \(string(outcome.targetDescription)), \"holds\": \(bool(outcome.holds))}"
    )
  }
  for entry in unavailable {
    scenarios.append(
      "    {\"name\": \(string(entry.name)), \"title\": \(string(entry.title)), "
        + "\"unavailable\": \(string(entry.reason))}"
    )
  }
  return """
    {
      "rounds": \(settings.rounds),
      "scenarios": [
    \(scenarios.joined(separator: ",\n"))
      ]
    }
    """
}
