import Clocks

public func relojDePrueba() -> TestClock<Duration> { TestClock() }
