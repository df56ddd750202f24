package main

import "time"

// drain is what a SIGTERM does before the listener closes: /readyz
// answers 503 and every answer closes its connection for DrainDelay,
// while requests are still served, so that a load balancer polling
// /readyz stops sending here before connections are refused.
func (m *Main) drain() {
	if m.API == nil {
		return
	}
	m.API.Drain()
	if m.Config.DrainDelay <= 0 {
		return
	}
	m.Logger.Info("draining: /readyz answers 503", "for", m.Config.DrainDelay.String())
	time.Sleep(m.Config.DrainDelay)
}
