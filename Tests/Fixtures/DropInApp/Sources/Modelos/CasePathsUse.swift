import CasePaths

@CasePathable
public enum Pantalla {
  case lista
  case detalle(Int)
}

public func detalleDe(_ pantalla: Pantalla) -> Int? { pantalla[case: \.detalle] }
