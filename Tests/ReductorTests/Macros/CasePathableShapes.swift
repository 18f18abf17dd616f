import Reductor
import Testing

// Every enum shape `@CasePathable` supports, compiled with the real macro through
// `import Reductor`, and every case path API used on it. A regression stops the build.

@CasePathable
enum Shape {
  case leaf
  case unlabeled(Int)
  case pair(Int, String)
  case labeled(id: Int, name: String)
  case single(id: Int)
  case defaulted(count: Int = 0)
  case callback(@Sendable () -> Int)
  case mixed(Int, () -> Int)
  case child(Child)
  case optionalChild(Child?)
  indirect case recursive(Shape)
  indirect case tree(Self)
  #if DEBUG
    case debugOnly(Int)
  #else
    case releaseOnly(Int)
  #endif

  // Nested directly inside a case-pathable enum: case-pathable without an attribute.
  enum Child {
    case grandchild(Grandchild)
    case other
  }
  enum Grandchild {
    case value(Int)
  }
}

@CasePathable
enum Either<Left, Right> {
  case left(Left)
  case right(Right)
  case both(Left, Right)
}

@CasePathable
public enum PublicAction: Equatable {
  case tapped
  case value(Int)
}

@CasePathable
package enum PackageAction: Equatable {
  case value(Int)
}

struct Holder {
  @CasePathable
  enum Inner: Equatable {
    case value(Int)
  }
}

enum Namespace {
  @CasePathable
  enum Inner: Equatable {
    case value(Int)
  }
}

struct GenericHolder<Element> {
  @CasePathable
  enum Action {
    case element(Element)
    case `default`
    case tuple((Int, Int))
  }
}

@CasePathable
indirect enum Expression: Equatable {
  case number(Int)
  case add(Expression, Expression)
  case negate(Expression)
}

// Already conforming, with members of its own.
@CasePathable
enum Existing: Equatable, CasePathable {
  case value(Int)
  case empty

  var isEmpty: Bool { self == .empty }
  static let zero = Existing.value(0)
}

@CasePathable
@dynamicMemberLookup
enum Destination: Equatable {
  case editor(Editor)
  case alert(String)

  struct Editor: Equatable {
    var text: String
  }
}

private struct Failure: Error, Equatable {}

@Suite struct CasePathableShapes {
  @Test func caseKeyPathsNameEachCase() {
    let path: CaseKeyPath<Shape, Int> = \Shape.Cases.unlabeled
    #expect(AnyCasePath(path).extract(from: .unlabeled(3)) == 3)
    let leaf: CaseKeyPath<Shape, Void> = \.leaf
    #expect(Shape.leaf.is(leaf))
  }

  @Test func embeddingByCallingThePath() {
    #expect((\Shape.Cases.unlabeled)(1)[case: \.unlabeled] == 1)
    let leaf: Shape = (\Shape.Cases.leaf)()
    #expect(leaf.is(\.leaf))
    let pair = (\Shape.Cases.pair)((1, "one"))
    #expect(pair[case: \.pair]?.0 == 1)
    #expect(pair[case: \.pair]?.1 == "one")
    let labeled = (\Shape.Cases.labeled)((id: 2, name: "two"))
    #expect(labeled[case: \.labeled]?.id == 2)
    #expect(labeled[case: \.labeled]?.name == "two")
    #expect((\Shape.Cases.single)(5)[case: \.single] == 5)
    #expect((\Shape.Cases.defaulted)(7)[case: \.defaulted] == 7)
  }

  @Test func extractingGetsThePayloadOfTheMatchingCaseOnly() {
    let value = Shape.unlabeled(1)
    #expect(value[case: \.unlabeled] == 1)
    #expect(value[case: \.single] == nil)
    #expect(value[case: \.leaf] == nil)
    #expect(Shape.leaf[case: \.leaf] != nil)
    #expect(Shape.single(id: 4)[case: \.single] == 4)
  }

  @Test func settingAppliesOnlyOnTheMatchingCase() {
    var value = Shape.unlabeled(1)
    value[case: \.unlabeled] = 2
    #expect(value[case: \.unlabeled] == 2)
    value[case: \.single] = 3
    #expect(value[case: \.unlabeled] == 2)
    #expect(!value.is(\.single))
  }

  @Test func isTellsTheCase() {
    #expect(Shape.unlabeled(1).is(\.unlabeled))
    #expect(!Shape.unlabeled(1).is(\.pair))
    #expect(Shape.pair(1, "a").is(\.pair))
  }

  @Test func modifyMutatesThePayloadInPlace() {
    var value = Shape.unlabeled(1)
    value.modify(\.unlabeled) { $0 += 1 }
    #expect(value[case: \.unlabeled] == 2)
    var labeled = Shape.labeled(id: 1, name: "a")
    labeled.modify(\.labeled) { $0.name += "b" }
    #expect(labeled[case: \.labeled]?.name == "ab")
  }

  @Test func anyCasePathFromACaseKeyPath() {
    let path = AnyCasePath(\Shape.Cases.pair)
    #expect(path.extract(from: .pair(1, "a"))?.1 == "a")
    #expect(path.extract(from: .leaf) == nil)
    #expect(path.embed((2, "b")).is(\.pair))
  }

  @Test func functionPayloads() {
    let callback = (\Shape.Cases.callback)({ 42 })
    #expect(callback[case: \.callback]?() == 42)
    let mixed = Shape.mixed(1, { 2 })
    #expect(mixed[case: \.mixed]?.1() == 2)
  }

  @Test func chainsThroughNestedCasePathablePayloads() {
    let value = (\Shape.Cases.child.grandchild.value)(3)
    #expect(value[case: \.child.grandchild.value] == 3)
    #expect(value.is(\.child.grandchild))
    #expect(!value.is(\.child.other))
    var mutable = value
    mutable[case: \.child.grandchild.value] = 4
    #expect(mutable[case: \.child.grandchild.value] == 4)
    let optional = Shape.optionalChild(.other)
    #expect(optional.is(\.optionalChild.other))
    #expect(!Shape.optionalChild(nil).is(\.optionalChild.other))
  }

  @Test func recursiveAndSelfPayloads() {
    let nested = Shape.recursive(.tree(.unlabeled(1)))
    #expect(nested[case: \.recursive.tree.unlabeled] == 1)
    let expression = Expression.add(.number(1), .negate(.number(2)))
    #expect(expression[case: \.add]?.1 == .negate(.number(2)))
    #expect(Expression.negate(.number(2))[case: \.negate.number] == 2)
  }

  @Test func casesInsideConditionalCompilation() {
    #if DEBUG
      #expect(Shape.debugOnly(1)[case: \.debugOnly] == 1)
    #else
      #expect(Shape.releaseOnly(1)[case: \.releaseOnly] == 1)
    #endif
  }

  @Test func optionalAndResult() {
    let some: Int? = 1
    #expect(some[case: \.some] == 1)
    let none: Int? = nil
    #expect(none[case: \.some] == nil)
    #expect(none.is(\.none))
    let success: Result<Int, Failure> = .success(1)
    #expect(success[case: \.success] == 1)
    #expect(success[case: \.failure] == nil)
    let failure: Result<Int, Failure> = .failure(Failure())
    #expect(failure[case: \.failure] == Failure())
  }

  @Test func genericEnums() {
    let left = Either<Int, String>.left(1)
    #expect(left[case: \.left] == 1)
    #expect(left[case: \.right] == nil)
    let both = (\Either<Int, String>.Cases.both)((2, "b"))
    #expect(both[case: \.both]?.1 == "b")
  }

  @Test func publicPackageAndNestedEnums() {
    #expect((\PublicAction.Cases.value)(1) == .value(1))
    #expect(PublicAction.tapped.is(\.tapped))
    #expect(PackageAction.value(1)[case: \.value] == 1)
    #expect(Holder.Inner.value(1)[case: \.value] == 1)
    #expect(Namespace.Inner.value(2)[case: \.value] == 2)
  }

  @Test func enumsNestedInGenericTypesAndUnusualCaseNames() {
    let action = GenericHolder<String>.Action.element("a")
    #expect(action[case: \.element] == "a")
    #expect(GenericHolder<Int>.Action.default.is(\.default))
    #expect(GenericHolder<Int>.Action.tuple((1, 2))[case: \.tuple]?.1 == 2)
  }

  @Test func existingMembersAndConformances() {
    #expect(Existing.zero[case: \.value] == 0)
    #expect(Existing.empty.isEmpty)
    #expect(Existing.empty.is(\.empty))
  }

  @Test func dynamicMemberLookupReadsAndWritesThroughTheCase() {
    var destination = Destination.editor(.init(text: "a"))
    #expect(destination.editor?.text == "a")
    #expect(destination.alert == nil)
    destination.editor?.text = "b"
    #expect(destination == .editor(.init(text: "b")))
    destination.alert = "ignored"
    #expect(destination == .editor(.init(text: "b")))
    destination.editor = .init(text: "c")
    #expect(destination == .editor(.init(text: "c")))
  }
}
