// Compile-only: bodies with many composed operators must type-check quickly.
// Measured with -Xfrontend -debug-time-function-bodies; see docs/type-checking.md.
// Other libraries' overloaded operators make such chains exponential; Reductor's take one
// generic signature each, so they type-check in milliseconds.
import Reductor

@Reducer
struct HojaDeCarga {
  struct State: Equatable, Identifiable {
    var id = 0
    var valor = 0
  }
  enum Action { case tocar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.valor += 1
      return .none
    }
  }
}

@Reducer
struct DoceScopesDoceIfLets {
  struct State: Equatable {
    var s0 = HojaDeCarga.State()
    var s1 = HojaDeCarga.State()
    var s2 = HojaDeCarga.State()
    var s3 = HojaDeCarga.State()
    var s4 = HojaDeCarga.State()
    var s5 = HojaDeCarga.State()
    var s6 = HojaDeCarga.State()
    var s7 = HojaDeCarga.State()
    var s8 = HojaDeCarga.State()
    var s9 = HojaDeCarga.State()
    var s10 = HojaDeCarga.State()
    var s11 = HojaDeCarga.State()
    var o0: HojaDeCarga.State?
    var o1: HojaDeCarga.State?
    var o2: HojaDeCarga.State?
    var o3: HojaDeCarga.State?
    var o4: HojaDeCarga.State?
    var o5: HojaDeCarga.State?
    var o6: HojaDeCarga.State?
    var o7: HojaDeCarga.State?
    var o8: HojaDeCarga.State?
    var o9: HojaDeCarga.State?
    var o10: HojaDeCarga.State?
    var o11: HojaDeCarga.State?
  }
  enum Action {
    case s0(HojaDeCarga.Action)
    case s1(HojaDeCarga.Action)
    case s2(HojaDeCarga.Action)
    case s3(HojaDeCarga.Action)
    case s4(HojaDeCarga.Action)
    case s5(HojaDeCarga.Action)
    case s6(HojaDeCarga.Action)
    case s7(HojaDeCarga.Action)
    case s8(HojaDeCarga.Action)
    case s9(HojaDeCarga.Action)
    case s10(HojaDeCarga.Action)
    case s11(HojaDeCarga.Action)
    case o0(HojaDeCarga.Action)
    case o1(HojaDeCarga.Action)
    case o2(HojaDeCarga.Action)
    case o3(HojaDeCarga.Action)
    case o4(HojaDeCarga.Action)
    case o5(HojaDeCarga.Action)
    case o6(HojaDeCarga.Action)
    case o7(HojaDeCarga.Action)
    case o8(HojaDeCarga.Action)
    case o9(HojaDeCarga.Action)
    case o10(HojaDeCarga.Action)
    case o11(HojaDeCarga.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.s0, action: \.s0) { HojaDeCarga() }
    Scope(state: \.s1, action: \.s1) { HojaDeCarga() }
    Scope(state: \.s2, action: \.s2) { HojaDeCarga() }
    Scope(state: \.s3, action: \.s3) { HojaDeCarga() }
    Scope(state: \.s4, action: \.s4) { HojaDeCarga() }
    Scope(state: \.s5, action: \.s5) { HojaDeCarga() }
    Scope(state: \.s6, action: \.s6) { HojaDeCarga() }
    Scope(state: \.s7, action: \.s7) { HojaDeCarga() }
    Scope(state: \.s8, action: \.s8) { HojaDeCarga() }
    Scope(state: \.s9, action: \.s9) { HojaDeCarga() }
    Scope(state: \.s10, action: \.s10) { HojaDeCarga() }
    Scope(state: \.s11, action: \.s11) { HojaDeCarga() }
    Reduce { state, action in
      .none
    }
    .ifLet(\.o0, action: \.o0) { HojaDeCarga() }
    .ifLet(\.o1, action: \.o1) { HojaDeCarga() }
    .ifLet(\.o2, action: \.o2) { HojaDeCarga() }
    .ifLet(\.o3, action: \.o3) { HojaDeCarga() }
    .ifLet(\.o4, action: \.o4) { HojaDeCarga() }
    .ifLet(\.o5, action: \.o5) { HojaDeCarga() }
    .ifLet(\.o6, action: \.o6) { HojaDeCarga() }
    .ifLet(\.o7, action: \.o7) { HojaDeCarga() }
    .ifLet(\.o8, action: \.o8) { HojaDeCarga() }
    .ifLet(\.o9, action: \.o9) { HojaDeCarga() }
    .ifLet(\.o10, action: \.o10) { HojaDeCarga() }
    .ifLet(\.o11, action: \.o11) { HojaDeCarga() }
  }
}

@Reducer
struct DoceMezclados {
  struct State: Equatable {
    var f0: IdentifiedArrayOf<HojaDeCarga.State> = []
    var o1: HojaDeCarga.State?
    var f2: IdentifiedArrayOf<HojaDeCarga.State> = []
    var o3: HojaDeCarga.State?
    var f4: IdentifiedArrayOf<HojaDeCarga.State> = []
    var o5: HojaDeCarga.State?
    var f6: IdentifiedArrayOf<HojaDeCarga.State> = []
    var o7: HojaDeCarga.State?
    var f8: IdentifiedArrayOf<HojaDeCarga.State> = []
    var o9: HojaDeCarga.State?
    var f10: IdentifiedArrayOf<HojaDeCarga.State> = []
    var o11: HojaDeCarga.State?
  }
  enum Action {
    case f0(IdentifiedActionOf<HojaDeCarga>)
    case o1(HojaDeCarga.Action)
    case f2(IdentifiedActionOf<HojaDeCarga>)
    case o3(HojaDeCarga.Action)
    case f4(IdentifiedActionOf<HojaDeCarga>)
    case o5(HojaDeCarga.Action)
    case f6(IdentifiedActionOf<HojaDeCarga>)
    case o7(HojaDeCarga.Action)
    case f8(IdentifiedActionOf<HojaDeCarga>)
    case o9(HojaDeCarga.Action)
    case f10(IdentifiedActionOf<HojaDeCarga>)
    case o11(HojaDeCarga.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      .none
    }
    .forEach(\.f0, action: \.f0) { HojaDeCarga() }
    .ifLet(\.o1, action: \.o1) { HojaDeCarga() }
    .forEach(\.f2, action: \.f2) { HojaDeCarga() }
    .ifLet(\.o3, action: \.o3) { HojaDeCarga() }
    .forEach(\.f4, action: \.f4) { HojaDeCarga() }
    .ifLet(\.o5, action: \.o5) { HojaDeCarga() }
    .forEach(\.f6, action: \.f6) { HojaDeCarga() }
    .ifLet(\.o7, action: \.o7) { HojaDeCarga() }
    .forEach(\.f8, action: \.f8) { HojaDeCarga() }
    .ifLet(\.o9, action: \.o9) { HojaDeCarga() }
    .forEach(\.f10, action: \.f10) { HojaDeCarga() }
    .ifLet(\.o11, action: \.o11) { HojaDeCarga() }
  }
}

@Reducer
struct DoceDestinosPresentados {
  @ObservableState
  struct State: Equatable {
    @Presents var d0: HojaDeCarga.State?
    @Presents var d1: HojaDeCarga.State?
    @Presents var d2: HojaDeCarga.State?
    @Presents var d3: HojaDeCarga.State?
    @Presents var d4: HojaDeCarga.State?
    @Presents var d5: HojaDeCarga.State?
    @Presents var d6: HojaDeCarga.State?
    @Presents var d7: HojaDeCarga.State?
    @Presents var d8: HojaDeCarga.State?
    @Presents var d9: HojaDeCarga.State?
    @Presents var d10: HojaDeCarga.State?
    @Presents var d11: HojaDeCarga.State?
  }
  enum Action {
    case d0(PresentationAction<HojaDeCarga.Action>)
    case d1(PresentationAction<HojaDeCarga.Action>)
    case d2(PresentationAction<HojaDeCarga.Action>)
    case d3(PresentationAction<HojaDeCarga.Action>)
    case d4(PresentationAction<HojaDeCarga.Action>)
    case d5(PresentationAction<HojaDeCarga.Action>)
    case d6(PresentationAction<HojaDeCarga.Action>)
    case d7(PresentationAction<HojaDeCarga.Action>)
    case d8(PresentationAction<HojaDeCarga.Action>)
    case d9(PresentationAction<HojaDeCarga.Action>)
    case d10(PresentationAction<HojaDeCarga.Action>)
    case d11(PresentationAction<HojaDeCarga.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      .none
    }
    .ifLet(\.$d0, action: \.d0) { HojaDeCarga() }
    .ifLet(\.$d1, action: \.d1) { HojaDeCarga() }
    .ifLet(\.$d2, action: \.d2) { HojaDeCarga() }
    .ifLet(\.$d3, action: \.d3) { HojaDeCarga() }
    .ifLet(\.$d4, action: \.d4) { HojaDeCarga() }
    .ifLet(\.$d5, action: \.d5) { HojaDeCarga() }
    .ifLet(\.$d6, action: \.d6) { HojaDeCarga() }
    .ifLet(\.$d7, action: \.d7) { HojaDeCarga() }
    .ifLet(\.$d8, action: \.d8) { HojaDeCarga() }
    .ifLet(\.$d9, action: \.d9) { HojaDeCarga() }
    .ifLet(\.$d10, action: \.d10) { HojaDeCarga() }
    .ifLet(\.$d11, action: \.d11) { HojaDeCarga() }
  }
}
