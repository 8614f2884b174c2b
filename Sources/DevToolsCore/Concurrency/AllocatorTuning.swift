#if canImport(Glibc)
    import CAllocator
#endif

/// Allocator settings for a short run that builds a large graph of small objects on several threads.
public enum AllocatorTuning {
    /// glibc grows each thread's heap a few pages at a time, one `mprotect` per step: linting 20,000
    /// files made about 2,500 of them, a tenth of the run's system time. Growing in 64 MB steps makes
    /// a few dozen; untouched pages still cost no memory. Elsewhere there is nothing to tune.
    public static func applyForLinting() {
        #if canImport(Glibc)
            _ = mallopt(M_TOP_PAD, 64 << 20)
        #endif
    }
}
