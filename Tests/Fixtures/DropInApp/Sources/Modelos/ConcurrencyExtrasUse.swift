import ConcurrencyExtras

public let contador = LockIsolated(0)
