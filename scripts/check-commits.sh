#!/usr/bin/env bash
# The commit messages since this check came in: a subject `area: summary` of
# at most 72 characters (one-line history views cut there), then a blank
# line before any body, which carries the why and the figures. Merge commits
# are git's own words and are skipped. Older commits are history as it was.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" = true ]; then
  echo "check-commits: a shallow clone has no history to check"
  exit 0
fi
since=$(git log --diff-filter=A --format=%H -- scripts/check-commits.sh | tail -n 1)
if [ -z "$since" ]; then
  echo "check-commits: scripts/check-commits.sh is not committed yet"
  exit 0
fi
bad=0
count=0
while read -r hash; do
  count=$((count + 1))
  subject=$(git log -1 --format=%s "$hash")
  second=$(git log -1 --format=%B "$hash" | sed -n 2p)
  if [ "${#subject}" -gt 72 ]; then
    echo "commit ${hash:0:10}: subject of ${#subject} characters (at most 72): $subject"
    bad=1
  fi
  if ! [[ $subject =~ ^[A-Za-z0-9_./,+-]+(\ [A-Za-z0-9_./,+-]+)*:\ [^[:space:]] ]]; then
    echo "commit ${hash:0:10}: subject is not 'area: summary': $subject"
    bad=1
  fi
  if [ -n "$second" ]; then
    echo "commit ${hash:0:10}: no blank line after the subject"
    bad=1
  fi
done < <(git rev-list --no-merges HEAD --not "$since^")
if [ "$bad" -ne 0 ]; then
  exit 1
fi
echo "check-commits: $count commit messages since ${since:0:10} are 'area: summary' in at most 72 characters"
