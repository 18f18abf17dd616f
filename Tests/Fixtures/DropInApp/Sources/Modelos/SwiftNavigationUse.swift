import SwiftNavigation

public func alertaDeBorrado() -> AlertState<Never> { AlertState { TextState("¿Borrar?") } }
