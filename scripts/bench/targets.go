package main

import (
	"fmt"
	"io"
)

// missed lists the targets this run missed. Each target is checked where
// it is measured: verdict prints "met" or "MISSED" beside the figure, and
// main fails the run, after every section has run, when any was missed.
var missed []string

// verdict is "met" when met, and otherwise "MISSED", with the target
// (named by what: the figure and its bound) remembered for the run's end.
func verdict(what string, met bool) string {
	if met {
		return "met"
	}
	missed = append(missed, what)
	return "MISSED"
}

// reportMissed prints the targets missed, if any, and says whether there
// were.
func reportMissed(w io.Writer) bool {
	if len(missed) == 0 {
		fmt.Fprintln(w, "every target met")
		return false
	}
	fmt.Fprintf(w, "%d targets missed:\n", len(missed))
	for _, m := range missed {
		fmt.Fprintf(w, "  %s\n", m)
	}
	return true
}
