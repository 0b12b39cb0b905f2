#include "TipHeapStatistics.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__APPLE__)
#include <malloc/malloc.h>
#elif defined(__GLIBC__)
#include <malloc.h>
#endif

long long tip_heap_bytes_in_use(void) {
#if defined(__APPLE__)
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return (long long)statistics.size_in_use;
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  return (long long)mallinfo2().uordblks;
#else
  return -1;
#endif
}
