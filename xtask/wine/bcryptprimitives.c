/* A stand-in for Windows' bcryptprimitives.dll, which Wine 8 lacks: current Rust std imports
 * ProcessPrng from it. Used only by the test that runs bundles under Wine; the bundles do not
 * change. ProcessPrng fills the buffer with random bytes through advapi32's RtlGenRandom. */
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG chunk = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
