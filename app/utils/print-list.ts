// The back office's lists for paper (the Departures manifest, the pickup run sheet): a clean A4 list, black on white,
// without the site's menu, header, forms and notices. In the page's head only (the page-css handle), so no other page
// carries these rules; the table's rules start at `main` to outweigh the utilities of the back office's sheet.

/** The A4 rules every printed list shares, then the page's own (`extra`, inside the print rules). */
export function printListCss(extra = ""): string {
  return `@media print{@page{size:A4 portrait;margin:12mm}
html,body{background:#fff!important;color:#000!important}
body>header,body>footer,body>a,[role=status],[role=alert],aside,details,nav,form,.print-hide{display:none!important}
main,main *{color:#000!important;background:#fff!important;box-shadow:none!important}
main .container-page{max-width:none;padding:0;margin:0}
main .manifest-table{overflow:visible;border:0;border-radius:0}
main .manifest-table table{width:100%;border-collapse:collapse;font-size:9.5pt}
main .manifest-table th,main .manifest-table td{border:1px solid #000;padding:3px 5px}
main .manifest-table thead{display:table-header-group}
main .manifest-table tr{break-inside:avoid}
a{text-decoration:none!important}${extra}}
@media not print{.print-only{display:none}}`;
}
