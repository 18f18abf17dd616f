import Foundation
import Testing

@testable import ReductorInsight

/// The shapes of real TCA apps, each a reproduction kept in `Tests/Fixtures/Insight`: bodies
/// built in helpers, nested scopes, generic wrappers, presented state that is no feature,
/// names across modules and features of one name, and what lint reads of them.
@Suite struct RealAppShapesTests {
  // MARK: - The tree

  @Test func aBodyBuiltInAHelperIsFollowed() throws {
    let analysis = try fixtureAnalysis("Helpers")
    let edges = idEdgeLines(analysis.tree)
    for expected in [
      // `body { self.core }`, `core` in an extension in another file, and a helper `Reduce`
      // runs by hand (`self.gameReducer.reduce(into:action:)`).
      #"Helpers.App -scope \.home-> Helpers.Home"#,
      #"Helpers.App -presented \.$destination-> Helpers.App.Destination"#,
      "Helpers.App -direct -> Helpers.Game",
      // `makeCore()` behind a generic wrapper, its children behind modifiers.
      #"Helpers.MethodShell -scope \.game-> Helpers.Game"#,
      #"Helpers.MethodShell -scope \.home-> Helpers.Home"#,
      // `Self.core`, whose helpers reach each other.
      #"Helpers.StaticShell -scope \.home-> Helpers.Home"#,
      "Helpers.Home =delegate startGame=> Helpers.App",
    ] {
      #expect(edges.contains(expected), "\(expected)\n\(edges.sorted().joined(separator: "\n"))")
    }
    // The helper's switch is linted as the body's: a child action it matches, and no missing
    // operator for the destination its chain runs.
    #expect(findingLines(analysis.lint()) == ["App+Core.swift:16 non-delegate-child-action"])
  }

  @Test func aNestedScopeKeepsEveryChild() throws {
    let edges = idEdgeLines(try fixtureAnalysis("NestedScope").tree)
    #expect(
      edges == [
        #"NestedScope.Onboarding -scope \.step.welcome-> NestedScope.Welcome"#,
        #"NestedScope.Onboarding -scope \.step.permissions-> NestedScope.Permissions"#,
        "NestedScope.Welcome =delegate next=> NestedScope.Onboarding",
        "NestedScope.Permissions =delegate granted=> NestedScope.Onboarding",
      ])
  }

  @Test func genericWrappersAreNotFeatures() throws {
    let tree = try fixtureAnalysis("Helpers").tree
    #expect(!tree.features.contains { $0.name == "Haptics" })
    // A reducer that only serves another's body is its child, not a root.
    #expect(idEdgeLines(tree).contains("Helpers.CoreHolder -direct -> Helpers.ShellCore"))
    let roots = Set(tree.features.map(\.id))
      .subtracting(tree.features.flatMap { $0.children.compactMap(\.id) })
    #expect(!roots.contains("Helpers.ShellCore"))
    // Modifiers and wrappers around a child keep the edge to it.
    let inline = try analyze([
      "A.swift": TreeShapeTests.hijo,
      "B.swift": """
      @Reducer struct Padre {
        struct State { var uno = Hijo.State(); var dos = Hijo.State() }
        enum Action { case uno(Hijo.Action), dos(Hijo.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.uno, action: \\.uno) { Hijo().dependency(\\.uuid, .incrementing)._printChanges() }
          Scope(state: \\.dos, action: \\.dos) { Hijo().haptics(isEnabled: true) }
          Hijo().haptics(isEnabled: true)
        }
      }
      """,
    ]).tree
    #expect(
      inline.feature(named: "Padre")?.children.map { "\($0.held) \($0.name)" }
        == ["scope Hijo", "scope Hijo", "direct Hijo"])
  }

  @Test func ifLetOverStateThatIsNoFeatureIsALeaf() throws {
    let analysis = try fixtureAnalysis("Leaves")
    let toolbar = try #require(analysis.tree.feature(named: "Toolbar"))
    #expect(
      toolbar.children.map { "\($0.held) \($0.via) \($0.name) \($0.resolved)" } == [
        #"presented \.$menu MenuState false"#, #"presented \.$sheet SheetState false"#,
      ])
    #expect(analysis.lint().isEmpty)
    #expect(analysis.tree.rendered(as: .mermaid).contains(#"Toolbar_menu(["menu: MenuState"])"#))
  }

  @Test func namesResolveAcrossModulesAsTheirImportsSay() throws {
    let analysis = try fixtureAnalysis("Modules")
    let edges = idEdgeLines(analysis.tree)
    for expected in [
      // `Settings` is the one AppFeature imports, not the module it does not.
      #"AppFeature.AppFeature -scope \.settings-> SettingsFeature.Settings"#,
      #"AppFeature.AppFeature -presented \.$profile-> ProfileFeature.Profile"#,
      #"AppFeature.AppFeature -forEach \.avatars-> SharedUI.Avatar"#,
      #"ProfileFeature.Profile -scope \.avatar-> SharedUI.Avatar"#,
      "SettingsFeature.Settings =delegate signOut=> AppFeature.AppFeature",
      "ProfileFeature.Profile =delegate edited=> AppFeature.AppFeature",
    ] {
      #expect(edges.contains(expected), "\(expected)\n\(edges.sorted().joined(separator: "\n"))")
    }
    // A module the file does not import is not searched, but named as a candidate.
    let leaderboard = try #require(
      analysis.tree.feature(named: "AppFeature")?.children.first { $0.via == #"\.leaderboard"# })
    #expect(!leaderboard.resolved)
    #expect(leaderboard.candidates == ["LeaderboardFeature.Leaderboard"])
  }

  @Test func aPackageWithoutSourcesIsReadAsFoldersAndAnEmptyPathIsAnError() throws {
    let tree = try fixtureAnalysis("NoSources").tree
    #expect(idEdgeLines(tree) == [#"NoSources.Search -scope \.counter-> NoSources.Counter"#])
    for command in ["tree", "lint"] {
      let empty = InsightCommand.run([command, fixture("Empty")])
      #expect(empty.status == 2)
      #expect(empty.error.contains("no features found in \(fixture("Empty"))"))
      #expect(empty.output.isEmpty)
    }
  }

  /// What the plugins pass: the targets asked for, and their dependencies to resolve names in.
  @Test func contextModulesResolveNamesWithoutBeingDrawnOrLinted() throws {
    let modules = fixture("Modules") + "/Sources"
    let result = InsightCommand.run([
      "tree", "--format", "json", "--module", "AppFeature=\(modules)/AppFeature",
      "--context-module", "SettingsFeature=\(modules)/SettingsFeature",
      "--context-module", "LeaderboardFeature=\(modules)/LeaderboardFeature",
    ])
    #expect(result.status == 0, "\(result.error)")
    let tree = try JSONDecoder().decode(FeatureTree.self, from: Data(result.output.utf8))
    // Settings is drawn, reached from the app; Leaderboard is not, as the app's file does not
    // import its module.
    #expect(tree.features.map(\.id) == ["AppFeature.AppFeature", "SettingsFeature.Settings"])
    let lint = InsightCommand.run([
      "lint", "--json", "--module", "AppFeature=\(modules)/AppFeature",
      "--context-module", "SettingsFeature=\(modules)/SettingsFeature",
    ])
    let findings = try JSONDecoder().decode([LintFinding].self, from: Data(lint.output.utf8))
    #expect(findings.allSatisfy { $0.file.contains("/AppFeature/") })
  }

  @Test func featuresOfOneNameInOneModuleAreBothKept() throws {
    let tree = try fixtureAnalysis("SameNames").tree
    #expect(
      tree.features.map(\.id) == [
        "SameNames.Counter@CounterA/Counter.swift", "SameNames.CounterScreenA",
        "SameNames.Counter@CounterB/Counter.swift",
      ])
    // The screen beside one of them holds that one.
    #expect(
      idEdgeLines(tree) == [
        #"SameNames.CounterScreenA -scope \.counter-> SameNames.Counter@CounterA/Counter.swift"#
      ])
    let only = InsightCommand.run([
      "tree", "--format", "json", "--root", "CounterB/Counter.swift:Counter", fixture("SameNames"),
    ])
    #expect(only.status == 0, "\(only.error)")
    let drawn = try JSONDecoder().decode(FeatureTree.self, from: Data(only.output.utf8))
    #expect(drawn.features.map(\.id) == ["SameNames.Counter@CounterB/Counter.swift"])
    let ambiguous = InsightCommand.run(["tree", "--root", "Counter", fixture("SameNames")])
    #expect(ambiguous.status == 2)
    #expect(ambiguous.error.contains("'Counter' names 2 features"))
    #expect(
      InsightCommand.run(["tree", "--root", "SameNames.CounterScreenA", fixture("SameNames")])
        .status == 0)
  }

  @Test func textKeepsAFeatureThatHoldsOnlyItself() throws {
    let text = try fixtureAnalysis("SelfOnly").tree.rendered(as: .text)
    #expect(text.contains("Other ("))
    #expect(text.contains("Nest ("))
    #expect(text.contains("presented child → Nest (cycle)"))
  }

  // MARK: - Lint

  @Test func switchesInsideCasesAndInAnEnumsBodyAreRead() throws {
    let findings = try fixtureAnalysis("LintCases").lint()
    // Not the inner `default:` over the bound element action, not the child's own alert; but
    // the inner switch over a row's action, once for its two patterns, and the enum's body.
    #expect(
      findingLines(findings) == [
        "Features.swift:58 non-delegate-child-action",
        "Features.swift:98 non-delegate-child-action",
      ])
    #expect(findings[0].message.hasPrefix("Screens.Destination matches '.saveTapped'"))
    #expect(findings[1].message.contains("'.tapped' and '.longPressed'"))
  }

  @Test func everyRuleExplainsItself() throws {
    for rule in LintRule.allCases {
      let explained = InsightCommand.run(["lint", "--explain", rule.rawValue])
      #expect(explained.status == 0)
      for part in [rule.rawValue, rule.reason, "Found:", "Instead:", "Fix: ", "From lesson 00"] {
        #expect(explained.output.contains(part), "\(rule): \(part)")
      }
    }
    let unknown = InsightCommand.run(["lint", "--explain", "depht"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("'depht' is not a rule"))
  }

  @Test func aConfigurationListsComponentsDisablesRulesAndSetsTheDepth() throws {
    let configured = try lintLines(["lint", fixture("Config")])
    // DownloadComponent is listed: matching its actions is no finding; the limit is 2.
    #expect(configured == ["Features.swift:15 depth", "Features.swift:47 deep-pattern"])
    // --max-depth wins over the file.
    #expect(
      try lintLines(["lint", "--max-depth", "5", fixture("Config")])
        == ["Features.swift:47 deep-pattern"])
    // Without the file, the component is a child like any other, and rule 1 names the option.
    let plain = try analyze([
      "F.swift": try String(
        contentsOfFile: fixture("Config") + "/Sources/Feature/Features.swift", encoding: .utf8)
    ]).lint()
    let componentFinding = try #require(plain.first { $0.rule == "non-delegate-child-action" })
    #expect(componentFinding.fix.contains(#""components" in .reductor-lint.json"#))
    // A file that is not a configuration stops the tool, naming it.
    try CommandTests().withFolder([
      "Package.swift": "", ".reductor-lint.json": #"{"disabled": ["no-such-rule"]}"#,
      "Sources/A/A.swift": CommandTests.feature,
    ]) { folder in
      let broken = InsightCommand.run(["lint", folder.path])
      #expect(broken.status == 2)
      #expect(broken.error.contains(".reductor-lint.json: error: 'no-such-rule' is not a rule"))
    }
  }

  func lintLines(_ arguments: [String]) throws -> [String] {
    let result = InsightCommand.run(arguments + ["--json"])
    #expect(result.status == 0, "\(result.error)")
    return findingLines(
      try JSONDecoder().decode([LintFinding].self, from: Data(result.output.utf8)))
  }

  // MARK: - Pictures

  @Test func rootAndDepthDrawPartOfTheTree() throws {
    let tree = try fixtureAnalysis("RealApp").tree
    let home = try tree.selecting(TreeSelection(roots: ["HomeFeature.Home"], depth: 2))
    #expect(
      Set(home.features.map(\.id)) == [
        "HomeFeature.Home", "HomeFeature.Home.Destination", "DownloadButton.DownloadButton",
        "DailyChallengeFeature.DailyChallenge", "LeaderboardFeature.Leaderboard",
        "SettingsFeature.Settings", "SettingsFeature.Settings.Path",
      ])
    // The stack's cases are a level further: drawn inside Settings' edges, they are cut.
    #expect(home.feature(id: "SettingsFeature.Settings.Path")?.children == [])
    // Nothing leads past the picture.
    #expect(home.feature(id: "DailyChallengeFeature.DailyChallenge")?.children == [])
    let text = InsightCommand.run([
      "tree", "--format", "text", "--root", "Settings", "--depth", "1", fixture("RealApp"),
    ])
    #expect(text.output.hasPrefix("Settings ("))
    #expect(!text.output.contains("Notifications"))
    #expect(InsightCommand.run(["tree", "--root", "Nadie", fixture("RealApp")]).status == 2)
    #expect(InsightCommand.run(["tree", "--depth", "0", fixture("RealApp")]).status == 2)
  }

  @Test func labelsShapesAndModules() throws {
    let tree = try fixtureAnalysis("RealApp").tree
    let mermaid = tree.rendered(as: .mermaid)
    for expected in [
      "AppReducer -->|presented destination.game| Game",
      #"subgraph module_HomeFeature["HomeFeature"]"#,
      #"Home_destination_alert(["destination.alert: AlertState#lt;Alert#gt;"])"#,
      #"Game_bottomMenu(["bottomMenu: BottomMenuState"])"#,
      "Onboarding -->|scope step.intro| GameIntro",
      "Home -. delegate startGame .-> AppReducer",
    ] {
      #expect(mermaid.contains(expected), "\(expected)\n\(mermaid)")
    }
    let dot = tree.rendered(as: .dot)
    for expected in [
      "subgraph cluster_HomeFeature {", #"label="HomeFeature";"#, "shape=note",
      #"AppReducer -> Game [label="presented destination.game"];"#,
    ] {
      #expect(dot.contains(expected), "\(expected)")
    }
    // A `@Reducer enum` nobody holds is drawn as one; case paths lose their backslash.
    let enums = try analyze([
      "A.swift": TreeShapeTests.hijo,
      "B.swift": """
      @Reducer enum Suelto { case hijo(Hijo) }
      @Reducer struct Padre {
        struct State { var destino: Suelto.State }
        enum Action { case destino(Suelto.Action) }
        var body: some ReducerOf<Self> {
          Reduce { _, action in
            switch action {
            case .destino(.hijo(.delegate)): return .none
            default: return .none
            }
          }
          .ifCaseLet(\\.destino.hijo, action: \\.destino.hijo) { Hijo() }
        }
      }
      """,
    ]).tree
    let drawn = enums.rendered(as: .mermaid)
    #expect(drawn.contains(#"Suelto{{"Suelto"}}"#))
    #expect(drawn.contains("Padre -->|case destino.hijo| Hijo"))
    #expect(!drawn.contains("\\"))
    // A match of the whole delegate lists its cases.
    #expect(drawn.contains("Hijo -. delegate hecho .-> Padre"))
    #expect(drawn.contains("Hijo -. delegate otro .-> Padre"))
  }

  @Test func manySmallTreesArePackedInRows() throws {
    let many = (1...9).map { "@Reducer struct F\($0) { }" }.joined(separator: "\n")
    let tree = try analyze(["A.swift": many]).tree
    let mermaid = tree.rendered(as: .mermaid)
    // Nine trees in three rows: each of the last six under the one three before it.
    #expect(mermaid.components(separatedBy: " ~~~ ").count - 1 == 6)
    #expect(mermaid.contains("F1 ~~~ F4"))
    #expect(tree.rendered(as: .dot).contains("F1 -> F4 [style=invis];"))
    let few = try analyze(["A.swift": "@Reducer struct A { }\n@Reducer struct B { }"]).tree
    #expect(!few.rendered(as: .mermaid).contains("~~~"))
  }

  // MARK: - A real app's shape

  /// The RealApp fixture: several modules, bodies in helpers, destinations, a stack, a generic
  /// wrapper, a reusable component listed in its `.reductor-lint.json`; its edges and findings
  /// written down by hand beside it.
  @Test func aRealAppsShapeAsReadByHand() throws {
    let folder = fixture("RealApp")
    let expectedEdges = try Self.lines(of: folder + "/expected-tree.txt")
    let result = InsightCommand.run(["tree", "--format", "json", folder])
    let tree = try JSONDecoder().decode(FeatureTree.self, from: Data(result.output.utf8))
    let found = idEdgeLines(tree)
    #expect(
      found.subtracting(expectedEdges).isEmpty,
      "extra: \(found.subtracting(expectedEdges).sorted())")
    #expect(
      expectedEdges.subtracting(found).isEmpty,
      "missing: \(expectedEdges.subtracting(found).sorted())")
    #expect(!tree.features.contains { $0.name == "Haptics" })
    let expectedFindings = try Self.lines(of: folder + "/expected-lint.txt")
    #expect(Set(try lintLines(["lint", folder])) == expectedFindings)
  }

  static func lines(of path: String) throws -> Set<String> {
    Set(
      try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init))
  }
}
