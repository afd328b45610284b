// Head to head for many engines: a heatmap drawn on a canvas by the page's
// script (assets/heatmap.js), rows and columns in rating order, each cell
// the row's score against the column, every engine named on both axes
// (text the script adds to #heatmap-rows and #heatmap-columns); hovering or
// clicking a cell shows "A vs B: W-D-L, score%". The page carries only the
// pairs that met.
#ifndef HARNESS_REPORT_HEAD_TO_HEAD_HEATMAP_H_
#define HARNESS_REPORT_HEAD_TO_HEAD_HEATMAP_H_

#include <string>
#include <vector>

#include "harness/report/win_draw_loss.h"

namespace harness {

// Up to this many engines the page shows the head-to-head table; beyond,
// the heatmap (a table of 200 x 200 cells would be megabytes and unread).
inline constexpr int kMostEnginesInTable = 12;

// The canvas between its empty axes, its tooltip, and <script type="application/json"
// id="heatmap-data">{"engines":[...],"cells":[[row,column,w,d,l],...]}
// with engines in `names` order (strongest first) and row < column.
std::string HeadToHeadHeatmap(const std::vector<std::string>& names,
                              const WinDrawLossTally& results);

}  // namespace harness

#endif  // HARNESS_REPORT_HEAD_TO_HEAD_HEATMAP_H_
