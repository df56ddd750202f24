//go:build unix

package pages

import (
	"syscall"
	"time"
)

// processCPU is the CPU time this process has used so far, user and
// system: on a machine shared with other work, a benchmark's wall time
// includes waiting for a core, its CPU time does not.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
