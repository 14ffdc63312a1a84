/**
 * Pages the portal's host answers with when PHP does not (its web server, its gateway): HTML, never
 * the portal's JSON, so the shop can tell them from the portal's own answers.
 */

export const UNAVAILABLE_PAGE =
  '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>';

/** nginx's page when the PHP behind it took longer than its proxy timeout (PHP runs on). */
export const GATEWAY_TIMEOUT_PAGE =
  '<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** Apache's page for a path it has no file or rewrite rule for. */
export const NOT_FOUND_PAGE =
  '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL was not found on this server.</p>\n</body></html>\n';
