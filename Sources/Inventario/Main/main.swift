// `swift run inventario` plays lesson 003's story; `--trace` plays it recorded, as a trace;
// `--interactive` lets you drive the app.
import InventarioApp

let argumentos = Array(CommandLine.arguments.dropFirst())

switch argumentos {
case []:
  await reproducirHistoria(salida: { print($0) })
case ["--trace"]:
  await reproducirHistoriaComoTraza(salida: { print($0) })
case ["--interactive"], ["-i"]:
  await ejecutarInteractivo(entrada: lineasDelTeclado(), salida: { print($0) })
default:
  print(
    """
    usage: inventario                 play lesson 003's story, step by step
           inventario --trace         play it recorded, and print each level's part
           inventario --interactive   drive the app from the keyboard
    """
  )
}
