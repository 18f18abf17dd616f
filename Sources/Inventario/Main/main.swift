// `swift run inventario` plays lesson 003's story; `--interactive` lets you drive the app.
import InventarioApp

let argumentos = Array(CommandLine.arguments.dropFirst())

switch argumentos {
case []:
  await reproducirHistoria(salida: { print($0) })
case ["--interactive"], ["-i"]:
  await ejecutarInteractivo(entrada: lineasDelTeclado(), salida: { print($0) })
default:
  print(
    """
    usage: inventario                 play lesson 003's story, step by step
           inventario --interactive   drive the app from the keyboard
    """
  )
}
