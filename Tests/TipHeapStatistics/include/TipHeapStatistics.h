#ifndef TipHeapStatistics_h
#define TipHeapStatistics_h

/// Bytes the C allocator holds for the program, every thread's together: glibc's
/// mallinfo2().uordblks, Darwin's malloc_zone_statistics size_in_use; -1 where the allocator
/// does not say. Swift's Glibc module does not import <malloc.h>, hence this shim.
long long tip_heap_bytes_in_use(void);

#endif
