// The drop-in module for swift-navigation's module: `AlertState`, `ConfirmationDialogState`,
// `ButtonState`, `TextState`, `observe`. Declared only with REDUCTOR_DROP_IN=1 (see
// Package.swift).

@_exported import ReductorNavigation
