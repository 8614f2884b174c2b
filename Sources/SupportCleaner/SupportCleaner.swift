/// Finds, judges, sizes and removes stale Xcode DeviceSupport folders.
public enum SupportCleaner {}
