
üÙ
gfx942ğÙ
Ğ€€ €*
bf16xbf16->bf16êİãŒøˆ*
bf16xbf16->f32¼ÌÑöØ„*
f16xf16->f16Ú£±„Ï¾*
f16xf16->f32Ğòæ‚ßø*
f32xf32->f32øÆØ¸¥é*%
f8e4m3fnuzxf8e4m3fnuz->bf16êİãŒøˆ*$
f8e4m3fnuzxf8e4m3fnuz->f32î­®¹è*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz­ÕëŸ©*%
f8e4m3fnuzxf8e5m2fnuz->bf16Œ°œ…Œ†*$
f8e4m3fnuzxf8e5m2fnuz->f32°ÛÃ˜Ê‡*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz§ƒŞ€œ˜*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzğÂ˜¼¼›*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÌŠ‘æŠç*$
f8e5m2fnuzxf8e4m3fnuz->f32¥˜¶–È*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz’£ş˜ãó*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzªÓŠ¢€ï
Ğ€€ €*
bf16xbf16->bf16Ô¦•Ä€Ş*
bf16xbf16->f32ğ±ñÊÒ*
f16xf16->f16–Î¾Ã*
f16xf16->f32¥Æü±Æç*
f32xf32->f32†ºõš¸¯*%
f8e4m3fnuzxf8e4m3fnuz->bf16«úĞÅ§½*$
f8e4m3fnuzxf8e4m3fnuz->f32úÆ³÷—»*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¢ªüµİâ*%
f8e4m3fnuzxf8e5m2fnuz->bf16¥Æü±Æç*$
f8e4m3fnuzxf8e5m2fnuz->f32áª›§Å­*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz˜à¸Š˜Œ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÀˆùøşË*%
f8e5m2fnuzxf8e4m3fnuz->bf16ê´Šà°Ã*$
f8e5m2fnuzxf8e4m3fnuz->f32¨èÌêû*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz«€î‚§*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzøÈÿÌéÔ
Ğ€€ €*
bf16xbf16->bf16£“î×ˆ•*
bf16xbf16->f32×³ÁÆ°*
f16xf16->f16¹”ÅÚâ*
f16xf16->f32îÁŞËô¥*
f32xf32->f32ù¶ìÒ»§*%
f8e4m3fnuzxf8e4m3fnuz->bf16œ«ş„Õ˜*$
f8e4m3fnuzxf8e4m3fnuz->f32ÂÕ¶ÎŠÛ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŒ©¤×ñ¶*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÄÔÄÈŠÀ*$
f8e4m3fnuzxf8e5m2fnuz->f32»Š­¸Şÿ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÓâ–ßŞ²*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÔéò ¨Ÿ*%
f8e5m2fnuzxf8e4m3fnuz->bf16»Š­¸Şÿ*$
f8e5m2fnuzxf8e4m3fnuz->f32­àšÚ½*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÄÔøëºÅ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÂ–·é…
Ğ€€ €*
bf16xbf16->bf16Ñø—òŒä*
bf16xbf16->f32ùôÂï¹Ê	*
f16xf16->f16€€€€€â	*
f16xf16->f32Ñø—òŒä*
f32xf32->f32ÎÁ²¨Äš	*%
f8e4m3fnuzxf8e4m3fnuz->bf16 ™şè
*$
f8e4m3fnuzxf8e4m3fnuz->f32ÀÆÂÕİ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÙÅÈ­š	*%
f8e4m3fnuzxf8e5m2fnuz->bf16ªÂ±³Áô*$
f8e4m3fnuzxf8e5m2fnuz->f32—¡û’´…	*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÚ­õÏı©*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzá¤€åé´*%
f8e5m2fnuzxf8e4m3fnuz->bf16úãóÂÎÆ	*$
f8e5m2fnuzxf8e4m3fnuz->f32ßÊšã³	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŠç¸àÖú	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzä­ÃÁ†Ú	
Ğ€€  €*
bf16xbf16->bf16ô›øÀ¦ÿ*
bf16xbf16->f32–˜¥èìé*
f16xf16->f16ñÊ½–*
f16xf16->f32²ŞÚÎ‚Ë*
f32xf32->f32¹¤Ğ˜ß*%
f8e4m3fnuzxf8e4m3fnuz->bf16×Å†ë¥*$
f8e4m3fnuzxf8e4m3fnuz->f32ÿ ·…êö*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÈ”©¬„±*%
f8e4m3fnuzxf8e5m2fnuz->bf16¼ìŠÁş”*$
f8e4m3fnuzxf8e5m2fnuz->f32à€ã©à°*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz˜Í»Á¿Ñ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÓ•’„Ë×*%
f8e5m2fnuzxf8e4m3fnuz->bf16½Ë©É‘*$
f8e5m2fnuzxf8e4m3fnuz->f32àÓ Õ¿›*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz“ÅÊõ‚*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzàºÜ±˜Ù
Ğ€€ €*
bf16xbf16->bf16ÜÛÜòĞ*
bf16xbf16->f32á«øŠŞ›*
f16xf16->f16¥Æü±Æç*
f16xf16->f32ªƒëÖ™Ö*
f32xf32->f32åŠ±±ø*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÓÖ¹²¾ş*$
f8e4m3fnuzxf8e4m3fnuz->f32¬ä¤àğƒ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÓÖ¹²¾ş*%
f8e4m3fnuzxf8e5m2fnuz->bf16Õ‰Ö³*$
f8e4m3fnuzxf8e5m2fnuz->f32â„˜©šù*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzöè˜á•*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¬Â·Ï†*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ê§×Š‹×*$
f8e5m2fnuzxf8e4m3fnuz->f32Ô úæ»ì*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzø˜£í±‰*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹‡¬Âÿé
Ğ€€ €*
bf16xbf16->bf16¹”ÅÚâ*
bf16xbf16->f32ñÛ›¬º“*
f16xf16->f16²øÛ®·*
f16xf16->f32¤—¦³¶©*
f32xf32->f32¼¯¯ øğ*%
f8e4m3fnuzxf8e4m3fnuz->bf16É•±ÚËÓ*$
f8e4m3fnuzxf8e4m3fnuz->f32š±ĞÆŠ©*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzø—ìÎÉö*%
f8e4m3fnuzxf8e5m2fnuz->bf16şîŒµú*$
f8e4m3fnuzxf8e5m2fnuz->f32â¨Ò˜ˆè*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÄ‰°Ò´ò*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¦ïå”â—*%
f8e5m2fnuzxf8e4m3fnuz->bf16ª¿ÿŠúŠ*$
f8e5m2fnuzxf8e4m3fnuz->f32Ë•ââğ½*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzéÒÖÖ—*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÃÊ›‹üâ
Ğ€€ €*
bf16xbf16->bf16¨ºæ¶»	*
bf16xbf16->f32ü³ğšû*
f16xf16->f16«›¼’¬ç*
f16xf16->f32ÂÊ¯ê‰°	*
f32xf32->f32Ú¥¿°Ì*%
f8e4m3fnuzxf8e4m3fnuz->bf16 ığ‹¬ô*$
f8e4m3fnuzxf8e4m3fnuz->f32ë‰É©—ç*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¤Ê”–Â˜*%
f8e4m3fnuzxf8e5m2fnuz->bf16×¾ÍÖ	*$
f8e4m3fnuzxf8e5m2fnuz->f32ì²™ÛîĞ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz˜äà†Áİ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzËø·æÍê*%
f8e5m2fnuzxf8e4m3fnuz->bf16¨ºæ¶»	*$
f8e5m2fnuzxf8e4m3fnuz->f32»Ç³ÿ€¿	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÁÂ©Í™â	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÑºêŒ¹ú
Ğ€€ €*
bf16xbf16->bf16ƒîõ“§*
bf16xbf16->f32Ü¦ÀÛÈ‰*
f16xf16->f16 ³¢¿Á”*
f16xf16->f32ÄØÈÊ*
f32xf32->f32Öâí¹Úç*%
f8e4m3fnuzxf8e4m3fnuz->bf16¡³‡¼¢É*$
f8e4m3fnuzxf8e4m3fnuz->f32ï§Ãë¼*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÌÍú¯˜ı*%
f8e4m3fnuzxf8e5m2fnuz->bf16ñÅèÎ²²*$
f8e4m3fnuzxf8e5m2fnuz->f32İ±øä*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzµ»Ğ¿óà*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÄß‘ˆ¦*%
f8e5m2fnuzxf8e4m3fnuz->bf16ª³Ê–õ‘*$
f8e5m2fnuzxf8e4m3fnuz->f32Ìª€©ˆÙ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzˆÑÅÊ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzóíİó‹´
Ğ€€  €*
bf16xbf16->bf16–„Ùº†Ø*
bf16xbf16->f32ÛÆôáá*
f16xf16->f16ºŞÄ¦û*
f16xf16->f32ÛÆôáá*
f32xf32->f32ØŠÄ÷Ø­*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ñêô’åÏ*$
f8e4m3fnuzxf8e4m3fnuz->f32„ÿÌğÏ­*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÜôëÅèŒ*%
f8e4m3fnuzxf8e5m2fnuz->bf16·ìô¦¾ğ*$
f8e4m3fnuzxf8e5m2fnuz->f32üÏ—îë»*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzâ‹Ñåä*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz†äÇªŞ*%
f8e5m2fnuzxf8e4m3fnuz->bf16‹…Š¹çÕ*$
f8e5m2fnuzxf8e4m3fnuz->f32¤Ç¥™‰£*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¢£İÊé*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz›”Éè€‘
Ğ€€ €*
bf16xbf16->bf16¬œÁ”óâ*
bf16xbf16->f32ş¹¡ØÌ¢*
f16xf16->f16ä­ÃÁ†Ú	*
f16xf16->f32çÎì€ ©*
f32xf32->f32œóÜÇØ×*%
f8e4m3fnuzxf8e4m3fnuz->bf16¼¯¯ øğ*$
f8e4m3fnuzxf8e4m3fnuz->f32‹¦·Œåö*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzĞñóÉ*%
f8e4m3fnuzxf8e5m2fnuz->bf16õˆıÛõ‚*$
f8e4m3fnuzxf8e5m2fnuz->f32ÜØ¦ÌÈ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzãàù±ªè*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz§Æ£ôĞ®*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÄÔøëºÅ*$
f8e5m2fnuzxf8e4m3fnuz->f32íÑ±Â«‚*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÖ€Ü…Î‚*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÄÔøëºÅ
Ğ€€ €*
bf16xbf16->bf16ŠñÌıä·*
bf16xbf16->f32£²°Ó¦¾*
f16xf16->f16ŠñÌıä·*
f16xf16->f32éæŠğê¿*
f32xf32->f32úÂÊã’³
*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÏŒÇè¡İ
*$
f8e4m3fnuzxf8e4m3fnuz->f32…È™²Š*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz²—Õ‰­â
*%
f8e4m3fnuzxf8e5m2fnuz->bf16–Ã”ßÇ*$
f8e4m3fnuzxf8e5m2fnuz->f32¯ç‚ƒà*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzéµ³«»ù*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz”ĞçÀÖ¥
*%
f8e5m2fnuzxf8e4m3fnuz->bf16µòÏõ¥Ÿ*$
f8e5m2fnuzxf8e4m3fnuz->f32ùÂÓœâ”*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzõĞßÙû
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÚ­õÏı©
Ğ€€ €*
bf16xbf16->bf16ÓŠ£øô*
bf16xbf16->f32ßÈ¼Ç¦®*
f16xf16->f16€Á²¦•*
f16xf16->f32ª¬ÛæØ*
f32xf32->f32 óúı«™*%
f8e4m3fnuzxf8e4m3fnuz->bf16ü‹š±ğÇ*$
f8e4m3fnuzxf8e4m3fnuz->f32ßâÑÓéä*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz•…—ÜñÔ*%
f8e4m3fnuzxf8e5m2fnuz->bf16„—ÄáãÛ*$
f8e4m3fnuzxf8e5m2fnuz->f32·¡±ÿî*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzº¬»ãÜ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz”šş©ùä*%
f8e5m2fnuzxf8e4m3fnuz->bf16º®ıš¬*$
f8e5m2fnuzxf8e4m3fnuz->f32ˆ™áÔÉŸ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz€Á²¦•*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz€¤×ç–ı
Ğ€€ €*
bf16xbf16->bf16¨ Ï­Ë*
bf16xbf16->f32¦ÚáÓ¨‹*
f16xf16->f16§ÇÃìŒ*
f16xf16->f32 Ù¬¨÷ğ*
f32xf32->f32ô·¢øê*%
f8e4m3fnuzxf8e4m3fnuz->bf16œÉ½‘‚Ã*$
f8e4m3fnuzxf8e4m3fnuz->f32‘÷¢¦¹*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzùü€‘ú˜*%
f8e4m3fnuzxf8e5m2fnuz->bf16‰÷¡À«±*$
f8e4m3fnuzxf8e5m2fnuz->f32ûç…á²Š*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzçÑ¤·éœ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¤Ç¥™‰£*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÿˆĞ“Şç*$
f8e5m2fnuzxf8e4m3fnuz->f32Í¨ˆ—Ü«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzæ£éÜÌ¤*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzâÄºÇÕö
Ğ€€  €*
bf16xbf16->bf16Ó¬Ó¬“¾#*
bf16xbf16->f32°›§×ò£#*
f16xf16->f16Œè úç!*
f16xf16->f32ÿèÜ¢ˆ€"*
f32xf32->f32ÀÜ“…øè*%
f8e4m3fnuzxf8e4m3fnuz->bf16œùÇÀ³ş *$
f8e4m3fnuzxf8e4m3fnuz->f32‹æÃ§¸ÍB*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzóó¡Øãù*%
f8e4m3fnuzxf8e5m2fnuz->bf16‘ÇÖ‹¹” *$
f8e4m3fnuzxf8e5m2fnuz->f32ã‚Ï¥Ñ˜<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¡İş§•ô*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzıøš­ïş*%
f8e5m2fnuzxf8e4m3fnuz->bf16úÜåšË!*$
f8e5m2fnuzxf8e4m3fnuz->f32€€€À²Í;*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzêäÛüêî*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz­¸í·Áù
Ğ€€ €*
bf16xbf16->bf16¾—å´›æ	*
bf16xbf16->f32¸æ¹±¯*
f16xf16->f16£Æ²¨˜*
f16xf16->f32àç¹íú
*
f32xf32->f32»Ç³ÿ€¿	*%
f8e4m3fnuzxf8e4m3fnuz->bf16¨ÓåÁĞ¾*$
f8e4m3fnuzxf8e4m3fnuz->f32ÏÙÀÒ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz…È™²Š*%
f8e4m3fnuzxf8e5m2fnuz->bf16ªıŸÿäŸ*$
f8e4m3fnuzxf8e5m2fnuz->f32²—Õ‰­â
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzìÏóìğ
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz÷İÅâğ¤*%
f8e5m2fnuzxf8e4m3fnuz->bf16Öâí¹Úç*$
f8e5m2fnuzxf8e4m3fnuz->f32á¤€åé´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŞû­äÀ”*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz«ØŞ­Ö
Ğ€€ €*
bf16xbf16->bf16À™‰ñ¶Á*
bf16xbf16->f32Ö¶ø¤ØÎ*
f16xf16->f16½Ë©É‘*
f16xf16->f32®—‘×Ú*
f32xf32->f32¶àÑİ©ê*%
f8e4m3fnuzxf8e4m3fnuz->bf16ƒğ±€Ê*$
f8e4m3fnuzxf8e4m3fnuz->f32ñì±âÙï*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz€Á²¦•*%
f8e4m3fnuzxf8e5m2fnuz->bf16ˆ™áÔÉŸ*$
f8e4m3fnuzxf8e5m2fnuz->f32²‹ƒÛ´*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzå—Ì‰Ê¦*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzû¼Ç¹Ï¬*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÿ ·…êö*$
f8e5m2fnuzxf8e4m3fnuz->f32Ï¦‰â³¤*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÒÂö–¢˜*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzüÏ—îë»
Ğ€€ €*
bf16xbf16->bf16ø­¨üÿ¹*
bf16xbf16->f32·ÏÎíÖ*
f16xf16->f16‰Ù–¶ä‹*
f16xf16->f32‰±Ù™“¦*
f32xf32->f32¬¿ÙèîÉ*%
f8e4m3fnuzxf8e4m3fnuz->bf16¿†Ñ¦…*$
f8e4m3fnuzxf8e4m3fnuz->f32Ñ¦Ëƒ¡ı*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¿†Ñ¦…*%
f8e4m3fnuzxf8e5m2fnuz->bf16Õ—±Õ¤*$
f8e4m3fnuzxf8e5m2fnuz->f32¤ÖÄé®Î*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz·ìô¦¾ğ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz†äÇªŞ*%
f8e5m2fnuzxf8e4m3fnuz->bf16Í¨ˆ—Ü«*$
f8e5m2fnuzxf8e4m3fnuz->f32Âòœ‹±«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍ¨ˆ—Ü«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzµ¾èô»²
Ğ€€ €*
bf16xbf16->bf16ÿñ…‘Â/*
bf16xbf16->f32ÜÓèÂóı/*
f16xf16->f16¦›«À«ÿ-*
f16xf16->f32çÖõÃ©·.*
f32xf32->f32ÑÌÉĞ° *%
f8e4m3fnuzxf8e4m3fnuz->bf16ÏÛ‹ªˆ¡Q*$
f8e4m3fnuzxf8e4m3fnuz->f32×¸Æƒ¶ÕO*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÄÍâùˆôL*%
f8e4m3fnuzxf8e5m2fnuz->bf16¥ÛÈ”¾›3*$
f8e4m3fnuzxf8e5m2fnuz->f32‰„³‘©¬1*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‰„³‘©¬1*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÈ¬‰Óİœ5*%
f8e5m2fnuzxf8e4m3fnuz->bf16»´âıŠÑR*$
f8e5m2fnuzxf8e4m3fnuz->f32€â“°N*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÁö«Ì‹äS*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÏ‡‰ÙÅÅU
Ğ€€  €*
bf16xbf16->bf16£ôŒ¾ƒŸ,*
bf16xbf16->f32£ôŒ¾ƒŸ,*
f16xf16->f16ç™Íï”¤,*
f16xf16->f32ä´™áëÒ+*
f32xf32->f32Ñà…ëŠ¬*%
f8e4m3fnuzxf8e4m3fnuz->bf16êÈ¨Ô›¿R*$
f8e4m3fnuzxf8e4m3fnuz->f32¹ãÚéû‰R*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzı·½ÕÖôS*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ùì‹¸æ[*$
f8e4m3fnuzxf8e5m2fnuz->f32ººò÷ÊÄU*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‹¡¢ª#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒï©€£‘Y*%
f8e5m2fnuzxf8e4m3fnuz->bf16ì§îŸ«¬T*$
f8e5m2fnuzxf8e4m3fnuz->f32Ó£“ëµåZ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍ”ì—±$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzœ—‚­•‡T
Ğ€€ € *
bf16xbf16->bf16²‹ƒÛ´*
bf16xbf16->f32À™‰ñ¶Á*
f16xf16->f16Æé±ó®ï*
f16xf16->f32àÓ Õ¿›*
f32xf32->f32Äß‘ˆ¦*%
f8e4m3fnuzxf8e4m3fnuz->bf16ˆ™áÔÉŸ*$
f8e4m3fnuzxf8e4m3fnuz->f32™Àæ”‰—*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÀ¦¡ Óì*%
f8e4m3fnuzxf8e5m2fnuz->bf16™Àæ”‰—*$
f8e4m3fnuzxf8e5m2fnuz->f32û¼Ç¹Ï¬*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzñì±âÙï*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz–·­ûüÍ*%
f8e5m2fnuzxf8e4m3fnuz->bf16€€€€€Ä*$
f8e5m2fnuzxf8e4m3fnuz->f32€ÒÇÈù°*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÀ‚²üÑŸ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzßâÑÓéä
Ğ€€ € *
bf16xbf16->bf16®Öˆ‹Ã÷*
bf16xbf16->f32­óÙÓ›!*
f16xf16->f16Á§Áªÿ¶"*
f16xf16->f32«‰ÆÍ…Ò#*
f32xf32->f32ìøğÒùì*%
f8e4m3fnuzxf8e4m3fnuz->bf16åÑÀ”êŠ*$
f8e4m3fnuzxf8e4m3fnuz->f32ªˆôö¯‹*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz†ÔæÀê¼*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ÿ˜ıµ»›*$
f8e4m3fnuzxf8e5m2fnuz->f32·ìô¦¾ğ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¸Ç¾£ïÑ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¼…“à“ƒ*%
f8e5m2fnuzxf8e4m3fnuz->bf16åÑÀ”êŠ*$
f8e5m2fnuzxf8e4m3fnuz->f32ŠÌñŒª*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÿˆĞ“Şç*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz±Ğ«×Áû
Ğ€€ € *
bf16xbf16->bf16Ôó‹‘”2*
bf16xbf16->f32Ìôí“±ğ.*
f16xf16->f16¸¦Œàé-*
f16xf16->f32šÕ‚ºæ/*
f32xf32->f32ÑĞŠğ™ *%
f8e4m3fnuzxf8e4m3fnuz->bf16â™úËØñM*$
f8e4m3fnuzxf8e4m3fnuz->f32£½†´­R*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‚ÿ¯ªşÑM*%
f8e4m3fnuzxf8e5m2fnuz->bf16úÆ÷ÇòN*$
f8e4m3fnuzxf8e5m2fnuz->f32‚š…Í²O*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz–½§à–“M*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzç®ş¥çöO*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÒñÒÑ´˜P*$
f8e5m2fnuzxf8e4m3fnuz->f32ÏÛ‹ªˆ¡Q*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÄÆÌ·Ô‘O*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz£½†´­R
Ğ€€ € *
bf16xbf16->bf16àœ³‚ê N*
bf16xbf16->f32ê¬¢òËP*
f16xf16->f16±ğü˜¸·J*
f16xf16->f32·œ‡¨Ù±M*
f32xf32->f32ì¥¤‡©0*%
f8e4m3fnuzxf8e4m3fnuz->bf16äÄ¡…¯Ş`*$
f8e4m3fnuzxf8e4m3fnuz->f32§ÄõÀÔôq*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¹ÆïÒÀ¼[*%
f8e4m3fnuzxf8e5m2fnuz->bf16õÈÄ¿„œ]*$
f8e4m3fnuzxf8e5m2fnuz->f32­Ûƒı›‡v*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÜ—ùÅÀŒb*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz—”û»×ôt*%
f8e5m2fnuzxf8e4m3fnuz->bf16™Ÿªùö`*$
f8e5m2fnuzxf8e4m3fnuz->f32­Ûƒı›‡v*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÿã¡Š¢„_*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzææÌ¼¯¯x
Û€€  € *
bf16xbf16->bf16Ş˜ú—İp*
bf16xbf16->f32ÂñÂÚÔái*
f16xf16->f16Â¦¥°Íïi*
f16xf16->f32€ä‹Ì€Šg*
f32xf32->f32™ÄÇÍÈ6*&
f8e4m3fnuzxf8e4m3fnuz->bf16£ÑñÏÊ§†*%
f8e4m3fnuzxf8e4m3fnuz->f32ö†ÁÕ¢ü*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¯‚‚µ‹Š*&
f8e4m3fnuzxf8e5m2fnuz->bf16‘š•úÿŒ‹*%
f8e4m3fnuzxf8e5m2fnuz->f32›ŠœïµÚŠ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŠé²Å´Ù‹*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzğäŸ‚Îùƒ*&
f8e5m2fnuzxf8e4m3fnuz->bf16Ïÿ±†®³*%
f8e5m2fnuzxf8e4m3fnuz->f32´Ò°ßôÄ‘*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¹óÁá¥Éˆ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz£šŞµƒó‹
Ğ€€ €*
bf16xbf16->bf16†¶ôÄŸ¿*
bf16xbf16->f32øí–İÉ*
f16xf16->f16Èâ­Ó—¹*
f16xf16->f32µóù¥ûî*
f32xf32->f32“ô·è´Œ*%
f8e4m3fnuzxf8e4m3fnuz->bf16¬ÙûÀÖÛ*$
f8e4m3fnuzxf8e4m3fnuz->f32Ô»Ç™ğ‘*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¬Â·Ï†*%
f8e4m3fnuzxf8e5m2fnuz->bf16¢ÏÍÏ¼Ò*$
f8e4m3fnuzxf8e5m2fnuz->f32Û’™ŸÿÀ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÇİÒ¾­à*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz±”©Œ„ô*%
f8e5m2fnuzxf8e4m3fnuz->bf16¹‡¬Âÿé*$
f8e5m2fnuzxf8e4m3fnuz->f32Ô¦•Ä€Ş*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¥Æü±Æç*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzèøÇñİ
Ğ€€ €*
bf16xbf16->bf16ïÏîÀ‰¶*
bf16xbf16->f32ÂÕ¶ÎŠÛ*
f16xf16->f16ÉŞ½’†î*
f16xf16->f32ôÚÙÕİü*
f32xf32->f32Àô‘²Œ*%
f8e4m3fnuzxf8e4m3fnuz->bf16É•±ÚËÓ*$
f8e4m3fnuzxf8e4m3fnuz->f32ûî¢±¸’*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¥ÍÛ €Œ*%
f8e4m3fnuzxf8e5m2fnuz->bf16ñÛ›¬º“*$
f8e4m3fnuzxf8e5m2fnuz->f32¡Øÿöº•*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŞÀâ™œ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzœ«ş„Õ˜*%
f8e5m2fnuzxf8e4m3fnuz->bf16Å¸æ¾ò›*$
f8e5m2fnuzxf8e4m3fnuz->f32¶Œ–óˆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzşîŒµú*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzş¹¡ØÌ¢
Ğ€€ €*
bf16xbf16->bf16ÍøøçÊ¬	*
bf16xbf16->f32ïØóş¨î	*
f16xf16->f16Â¿¦øç–	*
f16xf16->f32Æ»Ö€©Ú*
f32xf32->f32±æè¾°*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ú­õÏı©*$
f8e4m3fnuzxf8e4m3fnuz->f32€Òë³Ëş*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzó¢ĞÕòÀ
*%
f8e4m3fnuzxf8e5m2fnuz->bf16úÂÊã’³
*$
f8e4m3fnuzxf8e5m2fnuz->f32Æ»Ö€©Ú*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŞö… ¡…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¼åŠúâ
*%
f8e5m2fnuzxf8e4m3fnuz->bf16šÏÕ¤¼
*$
f8e5m2fnuzxf8e4m3fnuz->f32ĞšĞ™Õ÷*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzìÏóìğ
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz•«—ñêõ

Ğ€€ €*
bf16xbf16->bf16£¶£½ùì*
bf16xbf16->f32ˆ©ñ×õŠ*
f16xf16->f16À¼Á‰ ñ*
f16xf16->f32âÌÑıàš*
f32xf32->f32çø­ŠÈ·*%
f8e4m3fnuzxf8e4m3fnuz->bf16á‹·À¸*$
f8e4m3fnuzxf8e4m3fnuz->f32ûÉƒœƒ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÿ ·…êö*%
f8e4m3fnuzxf8e5m2fnuz->bf16Âùğ‰®Ó*$
f8e4m3fnuzxf8e5m2fnuz->f32ÑîæÀÇ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz½Ë©É‘*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzàºÜ±˜Ù*%
f8e5m2fnuzxf8e4m3fnuz->bf16¿•»´Æç*$
f8e5m2fnuzxf8e4m3fnuz->f32‰­ö”‰*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzßÈ¼Ç¦®*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz÷¬Ò´
Ğ€€  €*
bf16xbf16->bf16Ø»âãÈÕ*
bf16xbf16->f32ñÁƒó¨°*
f16xf16->f16ÙÛ¶¯û½*
f16xf16->f32â‘Ï³ö*
f32xf32->f32Íìä¦¶¿*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ò­¤ŠßÍ*$
f8e4m3fnuzxf8e4m3fnuz->f32³ëúáÔ›*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‡Üë§ Î*%
f8e4m3fnuzxf8e5m2fnuz->bf16ğ½½áÃ*$
f8e4m3fnuzxf8e5m2fnuz->f32Êü„ºÛ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz´ÒÕÊÇá*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz·ìô¦¾ğ*%
f8e5m2fnuzxf8e4m3fnuz->bf16¤³–ÚËş*$
f8e5m2fnuzxf8e4m3fnuz->f32³ëúáÔ›*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzË„³Í¹*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzâ °—Ø…
Ğ€€ €*
bf16xbf16->bf16—·ªíÍ‚*
bf16xbf16->f32Ğ™Ñß Ê*
f16xf16->f16íöÊ·Ä©*
f16xf16->f32ğ‘ÿ™Ó©*
f32xf32->f32ĞñóÉ*%
f8e4m3fnuzxf8e4m3fnuz->bf16É•±ÚËÓ*$
f8e4m3fnuzxf8e4m3fnuz->f32Ö€Ü…Î‚*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz©ÁôÍ÷Ø*%
f8e4m3fnuzxf8e5m2fnuz->bf16»¥ıÚÀ*$
f8e4m3fnuzxf8e5m2fnuz->f32â¨Ò˜ˆè*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÚ¥¿°Ì*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÄ„×ƒÉæ*%
f8e5m2fnuzxf8e4m3fnuz->bf16¦ïå”â—*$
f8e5m2fnuzxf8e4m3fnuz->f32€ú‡ÔÛâ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÅ›Ÿù¤*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzĞ™Ñß Ê
Ğ€€ €*
bf16xbf16->bf16ìåßôìş	*
bf16xbf16->f32Ñ“ ãÅ
*
f16xf16->f16¾—å´›æ	*
f16xf16->f32œ£¿‰›Ş	*
f32xf32->f32´†‚ÅÑ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Â¿¦øç–	*$
f8e4m3fnuzxf8e4m3fnuz->f32şç‹÷õ	*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzùôÂï¹Ê	*%
f8e4m3fnuzxf8e5m2fnuz->bf16ø˜€¥	*$
f8e4m3fnuzxf8e5m2fnuz->f32˜äà†Áİ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzáá»	*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzü³ğšû*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÙÏô²×·	*$
f8e5m2fnuzxf8e4m3fnuz->f32Â¿¦øç–	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÌæİàß¨	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÄÌ°êä	
Ğ€€ €*
bf16xbf16->bf16±Ø‹ì‚*
bf16xbf16->f32 ’ƒâ§´*
f16xf16->f16ãËÔ³¸ã*
f16xf16->f32Ûçç¶«*
f32xf32->f32–ØºÚ™È*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ü£ßÑ÷è*$
f8e4m3fnuzxf8e4m3fnuz->f32ê®ØÁÊ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz±Ø‹ì‚*%
f8e4m3fnuzxf8e5m2fnuz->bf16’«â´—§*$
f8e4m3fnuzxf8e5m2fnuz->f32ï§Ãë¼*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzª³Ê–õ‘*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz ’ƒâ§´*%
f8e5m2fnuzxf8e4m3fnuz->bf16®°ÍÈÚü*$
f8e5m2fnuzxf8e4m3fnuz->f32ÜÍ•Ë»Á*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÌÚæÉùù*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzã…îƒÑ
Ğ€€ €*
bf16xbf16->bf16ô‹‡İ¶é*
bf16xbf16->f32ô‹‡İ¶é*
f16xf16->f16œ“†°Ïô*
f16xf16->f32Ö°¼Û¬*
f32xf32->f32«Ò‹§€È*%
f8e4m3fnuzxf8e4m3fnuz->bf16ƒ¢¥ÇÜ*$
f8e4m3fnuzxf8e4m3fnuz->f32¡úœäŠ¾*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzƒçÇ©¡*%
f8e4m3fnuzxf8e5m2fnuz->bf16ªÇùÅˆŠ*$
f8e4m3fnuzxf8e5m2fnuz->f32€ÒÇÈù°*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzé–ıÁõ°*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzË‹Ìª½é*%
f8e5m2fnuzxf8e4m3fnuz->bf16†ô–ç§—*$
f8e5m2fnuzxf8e4m3fnuz->f32çÅ «å*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz§ƒÒØü*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz€ù‚“Àâ
Ğ€€  €*
bf16xbf16->bf16úîø…»å%*
bf16xbf16->f32³—ÿÒ³û'*
f16xf16->f16¬ˆ²õŒ°+*
f16xf16->f32ùİ”Óí˜'*
f32xf32->f32¦áè‚Ü¯*%
f8e4m3fnuzxf8e4m3fnuz->bf16Òœåƒ(*$
f8e4m3fnuzxf8e4m3fnuz->f32ßÎÈÌº¹F*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzí†Õº¯ƒ(*%
f8e4m3fnuzxf8e5m2fnuz->bf16¡ÛöƒÁ±)*$
f8e4m3fnuzxf8e5m2fnuz->f32¡’å´êŠ,*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÌ¬ôÊ…ó'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¶´ Áú±)*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÓÍéÜç€'*$
f8e5m2fnuzxf8e4m3fnuz->f32·Ü³…ÈÒE*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŸÔÃ±ÛÙ'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz  “Ë´Á&
Ğ€€ €*
bf16xbf16->bf16ø¿’ÄÖÓ
*
bf16xbf16->f32«ØŞ­Ö*
f16xf16->f16şáî´³Å*
f16xf16->f32µòÏõ¥Ÿ*
f32xf32->f32ÉëÆ¸µ*%
f8e4m3fnuzxf8e4m3fnuz->bf16«ğ¸¿Ä…*$
f8e4m3fnuzxf8e4m3fnuz->f32éµ³«»ù*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz˜èÕëà½*%
f8e4m3fnuzxf8e5m2fnuz->bf16ø¿’ÄÖÓ
*$
f8e4m3fnuzxf8e5m2fnuz->f32ì˜¬æ‘*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¿ŞÊÅÃæ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŠñÌıä·*%
f8e5m2fnuzxf8e4m3fnuz->bf16Öâí¹Úç*$
f8e5m2fnuzxf8e4m3fnuz->f32µòÏõ¥Ÿ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz±Ø‹ì‚*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÍŞË©Ä¯
Ğ€€ €*
bf16xbf16->bf16º®ıš¬*
bf16xbf16->f32ò¤şèØ‘*
f16xf16->f16üÏ—îë»*
f16xf16->f32‚…Óš³Ä*
f32xf32->f32›ÑôÊ«š*%
f8e4m3fnuzxf8e4m3fnuz->bf16ªœ«Ä¸”*$
f8e4m3fnuzxf8e4m3fnuz->f32À‚²üÑŸ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÃÉ€ÊÓé*%
f8e4m3fnuzxf8e5m2fnuz->bf16çÅ «å*$
f8e4m3fnuzxf8e5m2fnuz->f32´Ü´”†*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÙË¿éÙı*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŞ±çıÑÜ*%
f8e5m2fnuzxf8e4m3fnuz->bf16îØ¶ú¾Â*$
f8e5m2fnuzxf8e4m3fnuz->f32çÅ «å*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzó¡¢¶±±*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz®˜İ±”Û
Ğ€€ €*
bf16xbf16->bf16¦ŠöËÎ˜*
bf16xbf16->f32Æõ°Äâº*
f16xf16->f16œ“†°Ïô*
f16xf16->f32šüÈòşÜ*
f32xf32->f32Ùˆêã°¶*%
f8e4m3fnuzxf8e4m3fnuz->bf16ßçè‘ˆí*$
f8e4m3fnuzxf8e4m3fnuz->f32­°õ´³*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzóöÂŠ¢¨*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ä±§ìã*$
f8e4m3fnuzxf8e5m2fnuz->f32õÎë¦œÎ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz©ÈÎò*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzèòëÄµ*%
f8e5m2fnuzxf8e4m3fnuz->bf16´Ü´”†*$
f8e5m2fnuzxf8e4m3fnuz->f32ºŞÄ¦û*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzßçè‘ˆí*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzªĞş¿Ø¹
Ğ€€ €*
bf16xbf16->bf16ƒÄõ±Àì#*
bf16xbf16->f32ËÀ íâÃ"*
f16xf16->f16€Ìõ‘Ô°#*
f16xf16->f32á°˜Œ¦ª$*
f32xf32->f32Õ™ù§å¡*%
f8e4m3fnuzxf8e4m3fnuz->bf16»­ƒáûï"*$
f8e4m3fnuzxf8e4m3fnuz->f32‹æÃ§¸ÍB*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzƒëÉõÜ"*%
f8e4m3fnuzxf8e5m2fnuz->bf16À°ì¦Ş¤"*$
f8e4m3fnuzxf8e5m2fnuz->f32€´ì¬íE*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzˆ‡®Ï‰#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÕ°è²·#*%
f8e5m2fnuzxf8e4m3fnuz->bf16ì˜Ó§Ğ"*$
f8e5m2fnuzxf8e4m3fnuz->f32Í·÷Î¯Ğ9*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzì˜Ó§Ğ"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzßˆ„¬ôª"
Ğ€€  €*
bf16xbf16->bf16ªõÿü“ÿ4*
bf16xbf16->f32¶ÆÓÅÌ4*
f16xf16->f16ìø…¾3*
f16xf16->f32å”Ë™ğæ0*
f32xf32->f32ç¥ÊŠæÙ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ò›¼¸Â5*$
f8e4m3fnuzxf8e4m3fnuz->f32©æ—¢¨d*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‚ÒïíÅÚ4*%
f8e4m3fnuzxf8e5m2fnuz->bf16ïµÈ×•5*$
f8e4m3fnuzxf8e5m2fnuz->f32ÅÁ®İ†îk*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz«»á†ª¶4*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½ŞÀà¿’4*%
f8e5m2fnuzxf8e4m3fnuz->bf16ƒÿóÍ‡©m*$
f8e5m2fnuzxf8e4m3fnuz->f32„…Â¯±«p*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzõÇß¢…Ù5*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÒ­úƒëá4
Ğ€€ €*
bf16xbf16->bf16Ö¶ø¤ØÎ*
bf16xbf16->f32 µ ³ªï*
f16xf16->f16ÿ ·…êö*
f16xf16->f32ÉÛ†ƒ´*
f32xf32->f32Äß‘ˆ¦*%
f8e4m3fnuzxf8e4m3fnuz->bf16ªĞş¿Ø¹*$
f8e4m3fnuzxf8e4m3fnuz->f32«Ö®âÕë*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzóöÂŠ¢¨*%
f8e4m3fnuzxf8e5m2fnuz->bf16´Ü´”†*$
f8e4m3fnuzxf8e5m2fnuz->f32«Ö®âÕë*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzøı­Òº*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzË´à°™â*%
f8e5m2fnuzxf8e4m3fnuz->bf16óöÂŠ¢¨*$
f8e5m2fnuzxf8e4m3fnuz->f32øçÿ˜ƒ´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzóöÂŠ¢¨*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz±å¿å²ï
Ğ€€ €*
bf16xbf16->bf16±ˆßÇ­í *
bf16xbf16->f32¶¢é•×´*
f16xf16->f16œ›‚¨ûá*
f16xf16->f32¥·¯èõÁ*
f32xf32->f32ó…§¹Ä©*%
f8e4m3fnuzxf8e4m3fnuz->bf16¼…“à“ƒ*$
f8e4m3fnuzxf8e4m3fnuz->f32›”Éè€‘*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzé–ıÁõ°*%
f8e4m3fnuzxf8e5m2fnuz->bf16¥·¯èõÁ*$
f8e4m3fnuzxf8e5m2fnuz->f32œ›‚¨ûá*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz­¼š•‘*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¹Í€·‘“*%
f8e5m2fnuzxf8e4m3fnuz->bf16ŒÂâèü“*$
f8e5m2fnuzxf8e4m3fnuz->f32à¸Ø¬Ñ©*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz™ŠÜ¸*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzŒÂâèü“
Ğ€€ €*
bf16xbf16->bf16½†ÄÊ¹1*
bf16xbf16->f32œ¸Î™í0*
f16xf16->f16‹¿ŠÜÉ¨3*
f16xf16->f32æ©ıúæß1*
f32xf32->f32ÈÆ·íàü"*%
f8e4m3fnuzxf8e4m3fnuz->bf16«Øêæ©±k*$
f8e4m3fnuzxf8e4m3fnuz->f32ÅÁ®İ†îk*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzË¶‘©ü¶f*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ì”ªÂÔ‹D*$
f8e4m3fnuzxf8e5m2fnuz->f32À¢İÕ«ÃC*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¾š¥ˆÏ‘M*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzç®ş¥çöO*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÉÈğºél*$
f8e5m2fnuzxf8e4m3fnuz->f32Å‹ÛãÄ‰i*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz²ˆŠ£óÏh*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzØÁ¶‘Ğªm
Ğ€€ €*
bf16xbf16->bf16´ø‘åı¹+*
bf16xbf16->f32Õ¦ÍŒİ+*
f16xf16->f16ÍØ£öªû+*
f16xf16->f32ıí¾Æ–ì+*
f32xf32->f32Ô‘¢­ *%
f8e4m3fnuzxf8e4m3fnuz->bf16ªû¿§m*$
f8e4m3fnuzxf8e4m3fnuz->f32Ñ¯œôÚ¥c*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‹ƒÁİà–h*%
f8e4m3fnuzxf8e5m2fnuz->bf16Èâò÷d*$
f8e4m3fnuzxf8e5m2fnuz->f32åªß¬õ‹c*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzîüÄ’èÌ)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz±ÜÀÖ d*%
f8e5m2fnuzxf8e4m3fnuz->bf16â¡ô õÚc*$
f8e5m2fnuzxf8e4m3fnuz->f32ÊÙÉ÷Äè[*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzçí…•ÄĞ(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzŞ±Ó›ùÁg
Ù€€  €*
bf16xbf16->bf16’éîÀÏÉC*
bf16xbf16->f32Š¬ıÔàê@*
f16xf16->f16·„Éàˆ@*
f16xf16->f32–¢»Ã×ô=*
f32xf32->f32¼êäßÖ½*&
f8e4m3fnuzxf8e4m3fnuz->bf16Åäô¶–Â“*%
f8e4m3fnuzxf8e4m3fnuz->f32ˆíğó»*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÊÀçµö‰*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ö»ò¬ğ‡‡*%
f8e4m3fnuzxf8e5m2fnuz->f32—§òÇÆ‘*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzéÇ®‹ƒÁ>*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŞÏù¯§„*&
f8e5m2fnuzxf8e4m3fnuz->bf16Ë‹ã“Ã‰*%
f8e5m2fnuzxf8e4m3fnuz->f32üÖ¤æçŸ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzºÆˆ’˜>*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¥øÆ¦‰“
Ğ€€ € *
bf16xbf16->bf16ŠóÕà„!*
bf16xbf16->f32ºÁ†Úø *
f16xf16->f16®®ÒµÿÏ"*
f16xf16->f32’Úì©‚’"*
f32xf32->f32ƒçÇ©¡*%
f8e4m3fnuzxf8e4m3fnuz->bf16´¥ÚøÔ7*$
f8e4m3fnuzxf8e4m3fnuz->f32€Í‰ı…Ò<*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÛŠØé>*%
f8e4m3fnuzxf8e5m2fnuz->bf16§ É²›‹*$
f8e4m3fnuzxf8e5m2fnuz->f32§ƒÒØü*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz™ŠÜ¸*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¤ğÏ”÷ü*%
f8e5m2fnuzxf8e4m3fnuz->bf16‘¢‹ƒ”*$
f8e5m2fnuzxf8e4m3fnuz->f32ˆÎ™ÂÉÉ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÕİ°ƒ•›*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÜôëÅèŒ
Ğ€€ € *
bf16xbf16->bf16ª¯âœªÉ2*
bf16xbf16->f32¹é×‹Ñ™4*
f16xf16->f16ú†ª¡ü†2*
f16xf16->f32½†ÄÊ¹1*
f32xf32->f32ÙŒÖâÄ·*%
f8e4m3fnuzxf8e4m3fnuz->bf16ƒİÛôG*$
f8e4m3fnuzxf8e4m3fnuz->f32ÄÈÊˆ©X*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¥îšŒ´ĞM*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ìÿö±–L*$
f8e4m3fnuzxf8e5m2fnuz->f32¾š¥ˆÏ‘M*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÂÂÂÂÂòL*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒ—Ôœ–™S*%
f8e5m2fnuzxf8e4m3fnuz->bf16¾š¥ˆÏ‘M*$
f8e5m2fnuzxf8e4m3fnuz->f32‚ŠÈñÇşP*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÖ…‡ªºP*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzüŠÇÎ¦“O
Û€€ € *
bf16xbf16->bf16÷² ÕQ*
bf16xbf16->f32€¼·Ñ²íP*
f16xf16->f16‘ìö÷‚¢M*
f16xf16->f32æ€šÓ¤ÜP*
f32xf32->f32›š—Æš“1*&
f8e4m3fnuzxf8e4m3fnuz->bf16ˆ™ï¨£*%
f8e4m3fnuzxf8e4m3fnuz->f32ªöÒšÑ¥¬*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzƒí×˜—È§*&
f8e4m3fnuzxf8e5m2fnuz->bf16§¨ù¥–*%
f8e4m3fnuzxf8e5m2fnuz->f32Ñ§ø² ‡«*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz˜¯¸Ê£Ì²*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒ…§úşİ½*&
f8e5m2fnuzxf8e4m3fnuz->bf16Şç»Ìûäš*%
f8e5m2fnuzxf8e4m3fnuz->f32èºÔ¯İ¼¾*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzà™±€û¤·*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzáŸìÍ¶Ö¸
Û€€ € *
bf16xbf16->bf16‘ßİôƒ÷m*
bf16xbf16->f32‹×ìƒù°q*
f16xf16->f16´Âï¯õ³g*
f16xf16->f32ìŒ§‹ƒ˜i*
f32xf32->f32Ãè ·8*&
f8e4m3fnuzxf8e4m3fnuz->bf16©ÕÿóÏüÓ*%
f8e4m3fnuzxf8e4m3fnuz->f32åš÷Ì“Ú*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¯ù‘³—Ù*&
f8e4m3fnuzxf8e5m2fnuz->bf16€£ŠéµÜÍ*%
f8e4m3fnuzxf8e5m2fnuz->f32Ïë„¸‹™á*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz™´öÀ§”Ù*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz®í…›¨ÙÑ*&
f8e5m2fnuzxf8e4m3fnuz->bf16–†‚»Á­Ğ*%
f8e5m2fnuzxf8e4m3fnuz->f32Îˆë©éã*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz–†‚»Á­Ğ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzî‚«§›ƒ¹
Ù€€  € *
bf16xbf16->bf16Œµ…Öæ·J*
bf16xbf16->f32–ó”ïàK*
f16xf16->f16Ñâ…”™ªF*
f16xf16->f32å“” İÒD*
f32xf32->f32İ‡ë *&
f8e4m3fnuzxf8e4m3fnuz->bf16ˆ’¡¦£ì¨*%
f8e4m3fnuzxf8e4m3fnuz->f32ÆŠ‚±´’œ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzé¸·±•×*&
f8e4m3fnuzxf8e5m2fnuz->bf16ıÜ¸¸‡“*%
f8e4m3fnuzxf8e5m2fnuz->f32ş˜ÂÚœø*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzëÛÖëğüE*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzğñØ‚ƒ¦*&
f8e5m2fnuzxf8e4m3fnuz->bf16¬åà¿ÃÒœ*%
f8e5m2fnuzxf8e4m3fnuz->f32ë»Â“Ç•*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz€˜İ²€ÜD*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‡€şóÑ›
Ğ€€ €*
bf16xbf16->bf16›ú‰¢ÀÂ*
bf16xbf16->f32ÅÛ¦¯ò*
f16xf16->f16•¬‡ï–ë*
f16xf16->f32€ÌŠ×Àå*
f32xf32->f32âË Ú¨“*%
f8e4m3fnuzxf8e4m3fnuz->bf16¥ÍÛ €Œ*$
f8e4m3fnuzxf8e4m3fnuz->f32Ë•ââğ½*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzâ¨Ò˜ˆè*%
f8e4m3fnuzxf8e5m2fnuz->bf16¶Œ–óˆ*$
f8e4m3fnuzxf8e5m2fnuz->f32€òÎ­Ï•*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzª¿ÿŠúŠ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzîæÊåİ *%
f8e5m2fnuzxf8e4m3fnuz->bf16ü“œóßù*$
f8e5m2fnuzxf8e4m3fnuz->f32ÍšıÎ¬*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzêæóËöİ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzĞ™Ñß Ê
Ğ€€ €*
bf16xbf16->bf16¬ÛÎÜóÍ*
bf16xbf16->f32ÉëÆ¸µ*
f16xf16->f16»Ç³ÿ€¿	*
f16xf16->f32ò‹æ„¥“	*
f32xf32->f32™¯­§Áå*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÎĞß¡Ó±*$
f8e4m3fnuzxf8e4m3fnuz->f32ÙÏô²×·	*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzáá»	*%
f8e4m3fnuzxf8e5m2fnuz->bf16ƒ²¿ÊşÂ	*$
f8e4m3fnuzxf8e5m2fnuz->f32Îë¢Ãõ’*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzò¨ ŠµÅ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¸Öü‰ª±*%
f8e5m2fnuzxf8e4m3fnuz->bf16°î˜Ì¬*$
f8e5m2fnuzxf8e4m3fnuz->f32ó¢ĞÕòÀ
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzØòß²Ù·
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz€Òë³Ëş
Ğ€€ €*
bf16xbf16->bf16Š‚š…ñÀ*
bf16xbf16->f32Ñ–³ßŠå*
f16xf16->f16ğáĞ«§*
f16xf16->f32ßÈ¼Ç¦®*
f32xf32->f32¹Øì™×ğ*%
f8e4m3fnuzxf8e4m3fnuz->bf16€Á²¦•*$
f8e4m3fnuzxf8e4m3fnuz->f32ÎÔığ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzœÁÿÌçÎ*%
f8e4m3fnuzxf8e5m2fnuz->bf16¶Ğ·íü*$
f8e4m3fnuzxf8e5m2fnuz->f32èŒ„ Š£*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz„—ÄáãÛ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzöÊúµ*%
f8e5m2fnuzxf8e4m3fnuz->bf16œÓğˆÚ*$
f8e5m2fnuzxf8e4m3fnuz->f32ÌÚæÉùù*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzãø×€ *+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz°åîƒÚî
Ğ€€ €*
bf16xbf16->bf16ƒ¢¥ÇÜ*
bf16xbf16->f32¤ğÏ”÷ü*
f16xf16->f16 ë•˜£Õ*
f16xf16->f32™ŠÜ¸*
f32xf32->f32‚³¡¡«à*%
f8e4m3fnuzxf8e4m3fnuz->bf16¯İ«âÄƒ*$
f8e4m3fnuzxf8e4m3fnuz->f32ßÎ…š†À*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¤ÖÄé®Î*%
f8e4m3fnuzxf8e5m2fnuz->bf16à¸Ø¬Ñ©*$
f8e4m3fnuzxf8e5m2fnuz->f32â¦ñ¼„º&*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzƒ¢¥ÇÜ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzË‹Ìª½é*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ÿ˜ıµ»›*$
f8e5m2fnuzxf8e4m3fnuz->f32îÎıƒü%*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¤ÖÄé®Î*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzä¿ü¯ˆê
Ğ€€  €*
bf16xbf16->bf16ŸÔÃ±ÛÙ'*
bf16xbf16->f32›ÎƒÔìØ&*
f16xf16->f16æ–Ëù…„**
f16xf16->f32È‹ş ·Ä#*
f32xf32->f32‹ö†ÃÛ*%
f8e4m3fnuzxf8e4m3fnuz->bf16á°˜Œ¦ª$*$
f8e4m3fnuzxf8e4m3fnuz->f32™÷À¥øŸ=*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzšşğòÓç!*%
f8e4m3fnuzxf8e5m2fnuz->bf16¶®Ù÷†#*$
f8e4m3fnuzxf8e5m2fnuz->f32àŸá™ÿÍ/*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzâÙãÄ³ß#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzá¹ÖĞáÄ#*%
f8e5m2fnuzxf8e4m3fnuz->bf16’•˜À’$*$
f8e5m2fnuzxf8e4m3fnuz->f32²Üçã¬¨@*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŞ„íËĞ•$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÆ£Õ¨ª#
Ğ€€ €*
bf16xbf16->bf16ĞšĞ™Õ÷*
bf16xbf16->f32ä­ÃÁ†Ú	*
f16xf16->f16›ğèî”õ*
f16xf16->f32€ìÂÂÒÊ	*
f32xf32->f32®ÇØ‡¼ò*%
f8e4m3fnuzxf8e4m3fnuz->bf16¾—å´›æ	*$
f8e4m3fnuzxf8e4m3fnuz->f32¸Î•´˜ñ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz­ÜĞóŠö
*%
f8e4m3fnuzxf8e5m2fnuz->bf16–Ã”ßÇ*$
f8e4m3fnuzxf8e5m2fnuz->f32á¤€åé´*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzËÛÖ½şæ
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzáá»	*%
f8e5m2fnuzxf8e4m3fnuz->bf16×¾ÍÖ	*$
f8e5m2fnuzxf8e4m3fnuz->f32Î‰ƒØ§º*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz÷”Úğ¼ÿ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz„­î Ò‹
Ğ€€ €*
bf16xbf16->bf16†¡±´ş‰*
bf16xbf16->f32ê®ØÁÊ*
f16xf16->f16ê®ØÁÊ*
f16xf16->f32®úõ¢´†*
f32xf32->f32µòÏõ¥Ÿ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ããŒµÇ¥*$
f8e4m3fnuzxf8e4m3fnuz->f32 ³¢¿Á”*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz»„¹Á¡Õ*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ó•’„Ë×*$
f8e4m3fnuzxf8e5m2fnuz->f32–™òÇ™*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¢õÔ™òô*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÃ·ÄÅ«Ê*%
f8e5m2fnuzxf8e4m3fnuz->bf16‚Õ”±Ğ*$
f8e5m2fnuzxf8e4m3fnuz->f32¦‰ïãµ«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzóØç÷Íß*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÈ”©¬„±
Ğ€€ €*
bf16xbf16->bf16†ÔæÀê¼*
bf16xbf16->f32Ò­éã¡Š*
f16xf16->f16­°õ´³*
f16xf16->f32’ñ§*
f32xf32->f32Õ‰·£Ê*%
f8e4m3fnuzxf8e4m3fnuz->bf16¬ãóÎ¹¢*$
f8e4m3fnuzxf8e4m3fnuz->f32À‚²üÑŸ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz°¤‘İÆÛ*%
f8e4m3fnuzxf8e5m2fnuz->bf16¸Ç¾£ïÑ*$
f8e4m3fnuzxf8e5m2fnuz->f32ªĞş¿Ø¹*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¼…“à“ƒ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzç¯¿¬úÆ*%
f8e5m2fnuzxf8e4m3fnuz->bf16¤³–ÚËş*$
f8e5m2fnuzxf8e4m3fnuz->f32À‚²üÑŸ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzâ °—Ø…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz’’Ü¤š
Ğ€€ €*
bf16xbf16->bf16•¸è»Àº)*
bf16xbf16->f32»Ï€™Ğê(*
f16xf16->f16”ÁÚõÈ£#*
f16xf16->f32‹º…ÂÂ '*
f32xf32->f32òò¼ÄÑÌ*%
f8e4m3fnuzxf8e4m3fnuz->bf16šñ¾Å¨)*$
f8e4m3fnuzxf8e4m3fnuz->f32ÂİÕŒîŒ**+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶´ Áú±)*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ãô¹È•ü(*$
f8e4m3fnuzxf8e5m2fnuz->f32ÕûõÃ ¦+*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzêÊĞ‡ê)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz»Ï€™Ğê(*%
f8e5m2fnuzxf8e4m3fnuz->bf16ŒëáˆÅõ**$
f8e5m2fnuzxf8e4m3fnuz->f32à®Œ®ÖÕ)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz…äø£¿(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz•¸è»Àº)
Ğ€€  €*
bf16xbf16->bf16û®‚¤5*
bf16xbf16->f32àªŞã¶9*
f16xf16->f16©»ÆäĞ>*
f16xf16->f32Üú›«›7*
f32xf32->f32¸ñ—ˆÁÈ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÿ¿‘ÕÉ2*$
f8e4m3fnuzxf8e4m3fnuz->f32­öÌµæm*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz÷³ÿøø2*%
f8e4m3fnuzxf8e5m2fnuz->bf16ƒ™Í§°Ğ2*$
f8e4m3fnuzxf8e5m2fnuz->f32áú½Çn*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¥¤ÄÆÌä2*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzàö‹ò®ë2*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÃŞõ‘¾ˆ@*$
f8e5m2fnuzxf8e4m3fnuz->f32ğÌ˜À½Ò[*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzã—Š¾à1*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‰Ò×¿ÜÌ1
Ğ€€ €*
bf16xbf16->bf16°‘“Ã*
bf16xbf16->f32ÍßŒˆê*
f16xf16->f16Š‚š…ñÀ*
f16xf16->f32¶Ğ·íü*
f32xf32->f32˜èÕëà½*%
f8e4m3fnuzxf8e4m3fnuz->bf16²‹ƒÛ´*$
f8e4m3fnuzxf8e4m3fnuz->f32ªœ«Ä¸”*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŞ±çıÑÜ*%
f8e4m3fnuzxf8e5m2fnuz->bf16ñÿ¤ˆ­§*$
f8e4m3fnuzxf8e5m2fnuz->f32Í¸ß¢Ô*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŠœô İ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzïÊäüüƒ*%
f8e5m2fnuzxf8e4m3fnuz->bf16ªœ«Ä¸”*$
f8e5m2fnuzxf8e4m3fnuz->f32Ï¦‰â³¤*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz€¤×ç–ı*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzŠœô İ
Ğ€€ €*
bf16xbf16->bf16ô»Šà¨¤*
bf16xbf16->f32¼µ©±*
f16xf16->f16å‚Óå†ß*
f16xf16->f32Æ ©Òø™*
f32xf32->f32ëÛ±Ïî¬*%
f8e4m3fnuzxf8e4m3fnuz->bf16ƒàøãÂà*$
f8e4m3fnuzxf8e4m3fnuz->f32ø—´âà#*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz´Ü´”†*%
f8e4m3fnuzxf8e5m2fnuz->bf16û°Á›ÛÂ*$
f8e4m3fnuzxf8e5m2fnuz->f32ùİ”Óí˜'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz€ï­Ô¬›*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzóöÂŠ¢¨*%
f8e5m2fnuzxf8e4m3fnuz->bf16´Ü´”†*$
f8e5m2fnuzxf8e4m3fnuz->f32¶åËŸ *+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzšËÈ¼ç’*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÛÆôáá
Ğ€€ €*
bf16xbf16->bf16 ‰ŞÑ©â$*
bf16xbf16->f32åÉüÑ±£$*
f16xf16->f16š‹‹úÏ¯*
f16xf16->f32îÿ§òô !*
f32xf32->f32¥”˜Öª*%
f8e4m3fnuzxf8e4m3fnuz->bf16È®Ï­ú#*$
f8e4m3fnuzxf8e4m3fnuz->f32¾¼ãõÊñ)*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÈÆ·íàü"*%
f8e4m3fnuzxf8e5m2fnuz->bf16àğÌ˜Ô$*$
f8e4m3fnuzxf8e5m2fnuz->f32¼é‰•ıŸ**+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzä–† ¶é$*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzåÉüÑ±£$*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÉÚ•©ÛØ#*$
f8e5m2fnuzxf8e4m3fnuz->f32é¸é¨šŒ(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzåÉüÑ±£$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzá¹ÖĞáÄ#
Ğ€€ €*
bf16xbf16->bf16Ÿæàµ’®9*
bf16xbf16->f32ê¼Å¡â9*
f16xf16->f16‹£ˆ¬ß6*
f16xf16->f32›ÖÑªÁÄ6*
f32xf32->f32½”‹—ïÍ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ƒå²¡İÃW*$
f8e4m3fnuzxf8e4m3fnuz->f32âè¿·†]*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÚ¾‰ŠË­6*%
f8e4m3fnuzxf8e5m2fnuz->bf16·îÀÜ¼6*$
f8e4m3fnuzxf8e5m2fnuz->f32˜éÛ§âà]*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÄ€¼·˜è5*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒ­úƒëá4*%
f8e5m2fnuzxf8e4m3fnuz->bf16µö€ª»¥6*$
f8e5m2fnuzxf8e4m3fnuz->f32Å‡Ì£Áa*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz®ïÆ½º³5*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzóÿ¹ÏúÉ5
×€€  €*
bf16xbf16->bf16©ÄÆÎ‰ÍL*
bf16xbf16->f32“¨ÔÊ©÷H*
f16xf16->f16—ß°¦¨šI*
f16xf16->f32æÀ´’‹”C*
f32xf32->f32ß³õÊ²­*%
f8e4m3fnuzxf8e4m3fnuz->bf16€€€€åšw*%
f8e4m3fnuzxf8e4m3fnuz->f32Õ‘Ñ¨·ş¤*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÌ÷Š¸» ²*&
f8e4m3fnuzxf8e5m2fnuz->bf16×ó¥´ŠØ¯*$
f8e4m3fnuzxf8e5m2fnuz->f32Àæ €Ò˜z*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz˜ò‹ï…’D*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzòÆµÓ÷“¤*&
f8e5m2fnuzxf8e4m3fnuz->bf16úÉñˆÔ«*%
f8e5m2fnuzxf8e4m3fnuz->f32‘áôÀÂØ¦*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz§ÄïÁÕD*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzü»ù™Ïò³
Ğ€€ €*
bf16xbf16->bf16ù’„æÛ” *
bf16xbf16->f32”„´Šâ*
f16xf16->f16Òâ¯ë•*
f16xf16->f32óğÏÅ¬Á*
f32xf32->f32É²šµ…*%
f8e4m3fnuzxf8e4m3fnuz->bf16È¬‰Óİœ5*$
f8e4m3fnuzxf8e4m3fnuz->f32¥ßö×¼“2*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŸ†ÎÓÂ.*%
f8e4m3fnuzxf8e5m2fnuz->bf16ªõÿü“ÿ4*$
f8e4m3fnuzxf8e5m2fnuz->f32™„ÅÑù§4*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz–—˜ÕúÒ3*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒ­úƒëá4*%
f8e5m2fnuzxf8e4m3fnuz->bf16Í¨ˆ—Ü«*$
f8e5m2fnuzxf8e4m3fnuz->f32‘äÓÖ²*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz””­¹É*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÆ—©çğÆ
Ğ€€ €*
bf16xbf16->bf16®Áãı‘–0*
bf16xbf16->f32ÖŸéá¼ü3*
f16xf16->f16Š¢›ü¼’-*
f16xf16->f32³·íŞöû.*
f32xf32->f32Ô£²è†*%
f8e4m3fnuzxf8e4m3fnuz->bf16ã¾ÛÚA*$
f8e4m3fnuzxf8e4m3fnuz->f32 ³€©Œ=*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzó¤öÅˆŒJ*%
f8e4m3fnuzxf8e5m2fnuz->bf16õ­¦¥Æ¼D*$
f8e4m3fnuzxf8e5m2fnuz->f32±êš§æç?*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÿƒİ•¨ÛC*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¾ŒœŸ¦…]*%
f8e5m2fnuzxf8e4m3fnuz->bf16¤´ÙÓ„¤D*$
f8e5m2fnuzxf8e4m3fnuz->f32ÜÄ¿³îÔF*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz®ÈÊŸ„ÒN*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÒ—Ôœ–™S
Ğ€€ €*
bf16xbf16->bf16œ€¤ƒÖğ.*
bf16xbf16->f32ì•‡¸-*
f16xf16->f16Š¢›ü¼’-*
f16xf16->f32œ´§ËìÍ,*
f32xf32->f32Á–÷â­¸*%
f8e4m3fnuzxf8e4m3fnuz->bf16üÅˆ«á²**$
f8e4m3fnuzxf8e4m3fnuz->f32‡éó«øQ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz²ˆŠ£óÏh*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ê„¨‘Ğa*$
f8e4m3fnuzxf8e5m2fnuz->f32ˆÁì°®ºZ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¼Ôèß‹ç**+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz«ë©**%
f8e5m2fnuzxf8e4m3fnuz->bf16‘Å¡ıËã)*$
f8e5m2fnuzxf8e4m3fnuz->f32Üù´Ò”X*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŒëáˆÅõ**+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzĞÒ±•ˆ„+
Ó€€ €*
bf16xbf16->bf16¤‡¢Š›ßB*
bf16xbf16->f32–Óäš°ÙB*
f16xf16->f16Ûæ³§Ÿ¶B*
f16xf16->f32‘³ÓÜëA*
f32xf32->f32İ•˜öùÙ*%
f8e4m3fnuzxf8e4m3fnuz->bf16àìƒÌ½u*%
f8e4m3fnuzxf8e4m3fnuz->f32Ø…°šš”*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¤ŞÁ¬—Ù|*%
f8e4m3fnuzxf8e5m2fnuz->bf16¿¨¹³Á¯|*%
f8e4m3fnuzxf8e5m2fnuz->f32©Ì×‚»„*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzï–‘Ÿ¤³A*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz·ÍçÎ¾ì„*%
f8e5m2fnuzxf8e4m3fnuz->bf16«“ïò«»*$
f8e5m2fnuzxf8e4m3fnuz->f32ÓĞ©ˆ‡|*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÛæ³§Ÿ¶B*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz Œ¥Šƒ}
Ù€€  €*
bf16xbf16->bf16Œ¶´ş„Z*
bf16xbf16->f32ÚëÒ”¤ÎW*
f16xf16->f16…âÎˆşæQ*
f16xf16->f32¿¤³Ô¹—R*
f32xf32->f32ê·åÇ½*&
f8e4m3fnuzxf8e4m3fnuz->bf16¡Ôùíı´¥*%
f8e4m3fnuzxf8e4m3fnuz->f32€Üø¹ôˆ´*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzúÃÔ¢‹ü¦*&
f8e4m3fnuzxf8e5m2fnuz->bf16Á´ƒŠ°Ş*%
f8e4m3fnuzxf8e5m2fnuz->f32ÀæµˆÙ–ª*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŞ’Â–¦²R*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzìıü®ÛÀÍ*&
f8e5m2fnuzxf8e4m3fnuz->bf16‡‘æÜŒÊ©*%
f8e5m2fnuzxf8e4m3fnuz->f32òÑ¢ÿ®œ«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÊÉ«´ŠR*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¦îÈ¾ÔÊ¬
Ğ€€ € *
bf16xbf16->bf16ƒàÔ¸…¬.*
bf16xbf16->f32šÕ‚ºæ/*
f16xf16->f16ƒàÔ¸…¬.*
f16xf16->f32²Õ¯ÖúÅ1*
f32xf32->f32ÀæÄş‚©*%
f8e4m3fnuzxf8e4m3fnuz->bf16üóÕ¬œ´f*$
f8e4m3fnuzxf8e4m3fnuz->f32Ï‡‰ÙÅÅU*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÀ³ÎûˆûZ*%
f8e4m3fnuzxf8e5m2fnuz->bf16‹ƒÁİà–h*$
f8e4m3fnuzxf8e5m2fnuz->f32İ‚Çû£¬`*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz„ ò³îa*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz…†¹ÎëÖW*%
f8e5m2fnuzxf8e4m3fnuz->bf16á«ÖĞïV*$
f8e5m2fnuzxf8e4m3fnuz->f32è“¼™ĞÃU*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzıä¸ÄêU*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‰š¾‰òa
Û€€ € *
bf16xbf16->bf16æ€šÓ¤ÜP*
bf16xbf16->f32á´î…şÅJ*
f16xf16->f16ÿ£Ç ´O*
f16xf16->f32çÿ˜ƒ×ÙG*
f32xf32->f32§Û¸ú£È)*&
f8e4m3fnuzxf8e4m3fnuz->bf16æªÜ§û¼*%
f8e4m3fnuzxf8e4m3fnuz->f32¤¯¨¹¬²¦*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÑ‚õÿÃÍ£*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ñ§ø² ‡«*%
f8e4m3fnuzxf8e5m2fnuz->f32™ÿƒìã¬˜*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz·—ÔÂ¢*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzØÏÜ¿ÖØ¨*&
f8e5m2fnuzxf8e4m3fnuz->bf16úÉñˆÔ«*%
f8e5m2fnuzxf8e4m3fnuz->f32„ÌÉˆ·‹Œ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz÷èÄû•¢¥*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzØÏÜ¿ÖØ¨
Ô€€ € *
bf16xbf16->bf16Õ»øŠÃÄs*
bf16xbf16->f32‰°§ïşr*
f16xf16->f16¹õ¶Ö¶n*
f16xf16->f32«ö¿¶×m*
f32xf32->f32íæ÷”¨¥9*&
f8e4m3fnuzxf8e4m3fnuz->bf16È—˜”Î*%
f8e4m3fnuzxf8e4m3fnuz->f32›ŠœïµÚŠ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz”‡ËóŠ¾*&
f8e4m3fnuzxf8e5m2fnuz->bf16¶Êø®Û‚*$
f8e4m3fnuzxf8e5m2fnuz->f32Úà°úÒØ\*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzø¯Û‘¦x*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¸¦ÃØä¶{*%
f8e5m2fnuzxf8e4m3fnuz->bf16ôãÈÔ‰¦*$
f8e5m2fnuzxf8e4m3fnuz->f32Éß¥æÙÿb*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÅ§æØÌçs*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¦º¾º“Ùo
Ù€€ € *
bf16xbf16->bf16®šÄ³šM*
bf16xbf16->f32Ö¼Óê›N*
f16xf16->f16˜úæúõ­G*
f16xf16->f32¾ææÅ°J*
f32xf32->f32ò˜©šÿ÷ *&
f8e4m3fnuzxf8e4m3fnuz->bf16Åëò™í˜”*%
f8e4m3fnuzxf8e4m3fnuz->f32“ğ›±Ä—*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzöğÖäºÂœ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ãâ‹¶Ã½˜*%
f8e4m3fnuzxf8e5m2fnuz->f32¦Ğ¨•Óî‘*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÑ÷ï©ÃH*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz±Œä©×ç*&
f8e5m2fnuzxf8e4m3fnuz->bf16ì¨Ç¡˜µš*%
f8e5m2fnuzxf8e4m3fnuz->f32¥êÖ¤íâ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŒ‹é‡ØH*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzâı÷ı¾Ôš
Ù€€  € *
bf16xbf16->bf16ÌğŒëŞÒb*
bf16xbf16->f32Ş×™¡‡š_*
f16xf16->f16«˜†——°W*
f16xf16->f32ûŒÿ¹Ÿ]*
f32xf32->f32ğ÷í¡Û…#*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ö¡¦Öåîò*%
f8e4m3fnuzxf8e4m3fnuz->f32É©Û¤Àµé*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÓÆû€Ó»ğ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ç£óìäàç*%
f8e4m3fnuzxf8e5m2fnuz->f32Å´‡®¢°â*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÓŞõÄÑİ[*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzæºíÍæŸì*&
f8e5m2fnuzxf8e4m3fnuz->bf16Á­¡‚Ñ›ñ*%
f8e5m2fnuzxf8e4m3fnuz->f32»»¿ä*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÚ¥Ş¢×·Z*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¢ß¦€È÷æ
Ğ€€ €*
bf16xbf16->bf16àÌÄ¸Ûà*
bf16xbf16->f32Ä–»ÊÀÄ*
f16xf16->f16ªÂ±³Áô*
f16xf16->f32 ığ‹¬ô*
f32xf32->f32éí‹º½ğ*%
f8e4m3fnuzxf8e4m3fnuz->bf16éæŠğê¿*$
f8e4m3fnuzxf8e4m3fnuz->f32üó¿Ìš*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz€¤¾æ’*%
f8e4m3fnuzxf8e5m2fnuz->bf16—Ìî˜Êí*$
f8e4m3fnuzxf8e5m2fnuz->f32Ìô¡‡­¤*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzï³ôˆÄö	*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzüó¿Ìš*%
f8e5m2fnuzxf8e4m3fnuz->bf16…È™²Š*$
f8e5m2fnuzxf8e4m3fnuz->f32üó¿Ìš*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍ´ÿÑĞ…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzì˜¬æ‘
Ğ€€ €*
bf16xbf16->bf16®°ÍÈÚü*
bf16xbf16->f32×Á¢†à¯*
f16xf16->f16Ü¦ÀÛÈ‰*
f16xf16->f32®—‘×Ú*
f32xf32->f32ÈÆ»‘Óœ*%
f8e4m3fnuzxf8e4m3fnuz->bf16€Á²¦•*$
f8e4m3fnuzxf8e4m3fnuz->f32ßâÑÓéä*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzƒğ±€Ê*%
f8e4m3fnuzxf8e5m2fnuz->bf16‹Òò‡ÁÔ*$
f8e4m3fnuzxf8e5m2fnuz->f32°‘“Ã*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzµáÁÊÇ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½Â½Â½ö*%
f8e5m2fnuzxf8e4m3fnuz->bf16Âùğ‰®Ó*$
f8e5m2fnuzxf8e4m3fnuz->f32ÚÍÃ˜Ô*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz˜Í»Á¿Ñ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzñÊ½–
Ğ€€ €*
bf16xbf16->bf16§ÇÃìŒ*
bf16xbf16->f32úÂÛóóÃ*
f16xf16->f16ÎÎüİ’±*
f16xf16->f32¶¤ûòÌ¬*
f32xf32->f32È”©¬„±*%
f8e4m3fnuzxf8e4m3fnuz->bf16Õú¿şÉ¿*$
f8e4m3fnuzxf8e4m3fnuz->f32–û‚Î™ä*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzßÎ…š†À*%
f8e4m3fnuzxf8e5m2fnuz->bf16ñâö˜±¢*$
f8e4m3fnuzxf8e5m2fnuz->f32®Öˆ‹Ã÷*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÑ¼ºÕØ¸*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÜÜ©µ·Š*%
f8e5m2fnuzxf8e4m3fnuz->bf16«™”²•å*$
f8e5m2fnuzxf8e4m3fnuz->f32ÙõñÎ¸²*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¶¢é•×´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzò°Ù³®á
Ğ€€ €*
bf16xbf16->bf16ìÀßó®â+*
bf16xbf16->f32û„û„ûì%*
f16xf16->f16¿ŸòÈë×+*
f16xf16->f32°š÷‚ÿ¢%*
f32xf32->f32¦ÚáÓ¨‹*%
f8e4m3fnuzxf8e4m3fnuz->bf16êäÛüêî*$
f8e4m3fnuzxf8e4m3fnuz->f32ªõÿü“ÿ4*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz”ÁÚõÈ£#*%
f8e4m3fnuzxf8e5m2fnuz->bf16Áõ¸ã°²!*$
f8e4m3fnuzxf8e5m2fnuz->f32½ÛçèêÓE*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzËÀ íâÃ"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz²Â©“¿$*%
f8e5m2fnuzxf8e4m3fnuz->bf16çÿ˜ƒ×ÙG*$
f8e5m2fnuzxf8e4m3fnuz->f32Ñèø§å“C*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzâÙãÄ³ß#*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz ‰ŞÑ©â$
Ğ€€  €*
bf16xbf16->bf16ÁÿùæÃÔ6*
bf16xbf16->f32„ºà›ü.*
f16xf16->f16ä›ğ”÷ğ:*
f16xf16->f32éÑÉõÚ²-*
f32xf32->f32²‘ÔÇáì*%
f8e4m3fnuzxf8e4m3fnuz->bf16‚á‘-*$
f8e4m3fnuzxf8e4m3fnuz->f32Ëà™ãó”\*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzñìˆ í‡o*%
f8e4m3fnuzxf8e5m2fnuz->bf16ôÔÂød*$
f8e4m3fnuzxf8e5m2fnuz->f32è‹îÎÏZ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz£×ˆü¢ö+*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzš²›êËçn*%
f8e5m2fnuzxf8e4m3fnuz->bf16¬ö…œ³È-*$
f8e5m2fnuzxf8e4m3fnuz->f32¤´ÙÓ„¤D*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÃÕóë**+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzıÖìÒà–r
Ğ€€ €*
bf16xbf16->bf16¨µºÉò§*
bf16xbf16->f32ÏÙÀÒ*
f16xf16->f16Ÿ‡Ã¨Ó‚*
f16xf16->f32ñˆÈç™»*
f32xf32->f32è†ŸÿØƒ	*%
f8e4m3fnuzxf8e4m3fnuz->bf16›ÑôÊ«š*$
f8e4m3fnuzxf8e4m3fnuz->f32ñÊ½–*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶Ğ·íü*%
f8e4m3fnuzxf8e5m2fnuz->bf16˜ÄïãÖ¶*$
f8e4m3fnuzxf8e5m2fnuz->f32»„¹Á¡Õ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz–™òÇ™*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzˆ©ñ×õŠ*%
f8e5m2fnuzxf8e4m3fnuz->bf16¨ì±ºÂÕ*$
f8e5m2fnuzxf8e4m3fnuz->f32Ò‚é›ï±*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzĞšÕ‚ø*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzû‡œ·…¢
Ğ€€ €*
bf16xbf16->bf16’¸æøœ…*
bf16xbf16->f32ö¨—“ûõ*
f16xf16->f16Ò­éã¡Š*
f16xf16->f32’˜ŠØÍ¿*
f32xf32->f32°²‘¢ÙÎ*%
f8e4m3fnuzxf8e4m3fnuz->bf16×»°éÚì*$
f8e4m3fnuzxf8e4m3fnuz->f32îØ¶ú¾Â*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzà¸Ø¬Ñ©*%
f8e4m3fnuzxf8e5m2fnuz->bf16ú»³´Ôé*$
f8e4m3fnuzxf8e5m2fnuz->f32ÆÚêÁ’™*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‡Üë§ Î*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzâ§ŒåÕš*%
f8e5m2fnuzxf8e4m3fnuz->bf16¯İ«âÄƒ*$
f8e5m2fnuzxf8e4m3fnuz->f32äü–ù¦¾*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¶¢é•×´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz×¡û¶§
Ğ€€ €*
bf16xbf16->bf16é¸é¨šŒ(*
bf16xbf16->f32¶Ìã˜ª&*
f16xf16->f16—ä³şë‰!*
f16xf16->f32àğÌ˜Ô$*
f32xf32->f32‘ã­”óü*%
f8e4m3fnuzxf8e4m3fnuz->bf16¿ÏÑ£Ú'*$
f8e4m3fnuzxf8e4m3fnuz->f32€€€À²Í;*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¾¼ãõÊñ)*%
f8e4m3fnuzxf8e5m2fnuz->bf16…ôœíşá'*$
f8e4m3fnuzxf8e5m2fnuz->f32 ààÀñ¹;*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz³€Í©’®(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÃô¹È•ü(*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ô ıÿ°ó(*$
f8e5m2fnuzxf8e4m3fnuz->f32ƒİÛôG*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzğÅœòÇ(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz…äø£¿(
Ğ€€ €*
bf16xbf16->bf16²¤äÕä©=*
bf16xbf16->f32ùğÈ¢ƒ9*
f16xf16->f16ßÿ‡Æ‚=*
f16xf16->f32½àŒÃÿ4*
f32xf32->f32óíÎ¹¥…*%
f8e4m3fnuzxf8e4m3fnuz->bf16©†¼ºëœ0*$
f8e4m3fnuzxf8e4m3fnuz->f32‘ìö÷‚¢M*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz í¼¾éŞ{*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÄªÓË”¿b*$
f8e4m3fnuzxf8e5m2fnuz->f32®ÈÊŸ„ÒN*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‘îæÒÙ1*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŒ’ååÃ¿1*%
f8e5m2fnuzxf8e4m3fnuz->bf16ê¡°ÌÒĞv*$
f8e5m2fnuzxf8e4m3fnuz->f32õÖ„ÓÃs*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÆÑì¡Îµ2*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÀÙà³ˆ›2
Ø€€  €*
bf16xbf16->bf16íİ­â²ÄO*
bf16xbf16->f32”©Ã“ÎÏC*
f16xf16->f16†ùñÆ‹²M*
f16xf16->f32àĞå¯Á¾A*
f32xf32->f32¸®ì­¦ş%*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÿáÿñ*%
f8e4m3fnuzxf8e4m3fnuz->f32ëøÃËÏ‡*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzõ»îå*&
f8e4m3fnuzxf8e5m2fnuz->bf16Àê™§Âá*%
f8e4m3fnuzxf8e5m2fnuz->f32ë‡›õ©úˆ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¢¯£Èˆ—A*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÚµåÂğâª*%
f8e5m2fnuzxf8e4m3fnuz->bf16àìƒÌ½u*%
f8e5m2fnuzxf8e4m3fnuz->f32ÙœŸÏøà…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz×ıìıäõ@*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzØŠÔñá”¡
Ğ€€ €*
bf16xbf16->bf16µ¾èô»²*
bf16xbf16->f32¦Û›¦¼‘*
f16xf16->f16¿†Ñ¦…*
f16xf16->f32µÛêŸûÓ*
f32xf32->f32×Şãæêæ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÜÚú™ñ*$
f8e4m3fnuzxf8e4m3fnuz->f32¢¤¥ÄÔ€,*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¨£¤ìşá*%
f8e4m3fnuzxf8e5m2fnuz->bf16ø¨½Ş™ô*$
f8e4m3fnuzxf8e5m2fnuz->f32ô‰ŞŒèá**+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzĞÉ¥Ú *+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzİ§ÀŒ¨µ*%
f8e5m2fnuzxf8e4m3fnuz->bf16µ¥èƒõÆ*$
f8e5m2fnuzxf8e4m3fnuz->f32ãÊÿÊåŞ)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz€ï­Ô¬›*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzô…•Ç¥æ
Ğ€€ €*
bf16xbf16->bf16ˆ¿£Ì‚*
bf16xbf16->f32´éÒ¥Ëó#*
f16xf16->f16éç“‘†"*
f16xf16->f32¤‡ÎŒ±"*
f32xf32->f32øè®œ¦â*%
f8e4m3fnuzxf8e4m3fnuz->bf16 ‰ŞÑ©â$*$
f8e4m3fnuzxf8e4m3fnuz->f32ï‘ä…†Õ>*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzåÉüÑ±£$*%
f8e4m3fnuzxf8e5m2fnuz->bf16Í”ì—±$*$
f8e4m3fnuzxf8e5m2fnuz->f32Á•»èº;*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÆ£Õ¨ª#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzá°˜Œ¦ª$*%
f8e5m2fnuzxf8e4m3fnuz->bf16¨¹ö–¸$*$
f8e5m2fnuzxf8e4m3fnuz->f32Ä³Ç‰ç¾G*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¼ƒ½¨Î‡$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÆ£Õ¨ª#
Ğ€€ €*
bf16xbf16->bf16®ßÖĞŒ¥9*
bf16xbf16->f32¤ÜËßÌü9*
f16xf16->f16÷ºÄ½à“7*
f16xf16->f32°¶ê¿áô7*
f32xf32->f32ø­¨üÿ¹*%
f8e4m3fnuzxf8e4m3fnuz->bf16Œ¡·¶øº5*$
f8e4m3fnuzxf8e4m3fnuz->f32şçéòğM*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÿ½ë‘¨•5*%
f8e4m3fnuzxf8e5m2fnuz->bf16¤»óù´6*$
f8e4m3fnuzxf8e5m2fnuz->f32¬…êø°ÊP*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzá¸¡­êğ4*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¹®¯ñ¾Ñ5*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ä€¼·˜è5*$
f8e5m2fnuzxf8e4m3fnuz->f32Ô¿ú§ÿ´_*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzªõÿü“ÿ4*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÁÆğé¸ƒ7
Ö€€ €*
bf16xbf16->bf16½èãå¬éM*
bf16xbf16->f32Ãá°˜ÌÔH*
f16xf16->f16†ÿúÎôêJ*
f16xf16->f32¼Ì½¿ûG*
f32xf32->f32õ²¬ºÔ*&
f8e4m3fnuzxf8e4m3fnuz->bf16¯¾áÌĞ´’*$
f8e4m3fnuzxf8e4m3fnuz->f32ó¼±´§çc*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¦îÈ¾ÔÊ¬*&
f8e4m3fnuzxf8e5m2fnuz->bf16™¨Ïİ”ö²*%
f8e4m3fnuzxf8e5m2fnuz->f32Àô·ó«——*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzõÃÍú”½D*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¼ºœäæğ©*&
f8e5m2fnuzxf8e4m3fnuz->bf16üıÈ£®ß®*$
f8e5m2fnuzxf8e4m3fnuz->f32í‹¦ÖÚ_*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¿‘ˆØèÕD*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzòÒ¯—¢³h
Ù€€  €*
bf16xbf16->bf16Ç‘öŸ„ˆd*
bf16xbf16->f32À³ÎûˆûZ*
f16xf16->f16¼Æ‹Ü„Z*
f16xf16->f32ğšïÄ»ãR*
f32xf32->f32ÓÏ°îÉ¥,*&
f8e4m3fnuzxf8e4m3fnuz->bf16°ŠÆ–àıº*%
f8e4m3fnuzxf8e4m3fnuz->f32¬½‘åš¹º*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzë‘‰ÿˆ¸º*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ö±ÖªáÍ¼*%
f8e4m3fnuzxf8e5m2fnuz->f32øêŒûŒ¼·*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‚„Â£šZ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÙÏÔä¥ß´*&
f8e5m2fnuzxf8e4m3fnuz->bf16óöÓ½¤®*%
f8e5m2fnuzxf8e4m3fnuz->f32¡…­Ÿæì¸*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÇ®‘øÅìW*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzîø¥·Ã¼Ñ
Ğ€€ €*
bf16xbf16->bf16öÏ‹Âå”2*
bf16xbf16->f32©¨Ú‚ò’1*
f16xf16->f16İ°ºã¨¶/*
f16xf16->f32º¼ë°ºò/*
f32xf32->f32éõ¦ÂğÎ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ì¶Ö€×ş[*$
f8e4m3fnuzxf8e4m3fnuz->f32¾ŒœŸ¦…]*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¹§Ñ…çû_*%
f8e4m3fnuzxf8e5m2fnuz->bf16ªñ¬‘âÑT*$
f8e4m3fnuzxf8e5m2fnuz->f32úìÉ€”e*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzşº–è˜€f*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÀ³ÎûˆûZ*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ÿ„ûï®×b*$
f8e5m2fnuzxf8e4m3fnuz->f32­®°ªõ¥g*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¥Ûô‡ÖÃi*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÆÿ“¡´U
Ğ€€ €*
bf16xbf16->bf16ö“•¹é—-*
bf16xbf16->f32æ‹ÎòˆÓ,*
f16xf16->f16÷õò–°È,*
f16xf16->f32£ôŒ¾ƒŸ,*
f32xf32->f32Ú‚¬«ÀÕ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ê¶¥‡©X*$
f8e4m3fnuzxf8e4m3fnuz->f32¨µ°íšãJ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzàôÄ‡¶ÁM*%
f8e4m3fnuzxf8e5m2fnuz->bf16æóƒÄèãL*$
f8e4m3fnuzxf8e5m2fnuz->f32ÑÙ«½ÜéK*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÙ¯¤©­Ñ)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzæóƒÄèãL*%
f8e5m2fnuzxf8e4m3fnuz->bf16ˆÌ……­K*$
f8e5m2fnuzxf8e4m3fnuz->f32¾¼ëüú‡L*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÃÕóë**+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzğé­ó‡­K
Ó€€ €*
bf16xbf16->bf16˜–¿àéÿC*
bf16xbf16->f32¼Ù®úùçC*
f16xf16->f16À¢Ê»°B*
f16xf16->f32÷´Ï‘÷¤B*
f32xf32->f32Ÿ‹È¶¶Ü*&
f8e4m3fnuzxf8e4m3fnuz->bf16–Ì‡Ïğš…*$
f8e4m3fnuzxf8e4m3fnuz->f32ğ®Ÿ¹r*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzó¼±´§çc*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÓĞ´…ä¥b*%
f8e4m3fnuzxf8e5m2fnuz->f32ª–˜­¶ø…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‚šıÖ†A*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒå¡Î£ı€*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ü—ùÅÀŒb*$
f8e5m2fnuzxf8e4m3fnuz->f32¦¹‰¾³Äi*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz±¿ë§´ÏA*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‘Æ˜âÈÁh
Ù€€ €*
bf16xbf16->bf16ûÛıŒ­ØW*
bf16xbf16->f32ú½é‚±åV*
f16xf16->f16Å¤¿ŒT*
f16xf16->f32Âúœùì­R*
f32xf32->f32Şû¼‘šü!*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ö°Œ®®à®*%
f8e4m3fnuzxf8e4m3fnuz->f32°„İÙáëÕ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzˆÈ¾·—êÒ*&
f8e4m3fnuzxf8e5m2fnuz->bf16©ÕÿóÏüÓ*%
f8e4m3fnuzxf8e5m2fnuz->f32ê¡¹‡¶°Û*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzâ°Ç•×T*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÔ£şç½ñÚ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÁØ„åµÍÜ*%
f8e5m2fnuzxf8e4m3fnuz->f32¬Œ¡°ıöØ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz ó€çëÂS*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹½›öéÍÕ
Ù€€  €*
bf16xbf16->bf16ÌºÁ®‡q*
bf16xbf16->f32£Ï·ı×k*
f16xf16->f16Ñã‚Ó•¾h*
f16xf16->f32û§İÙßÕ_*
f32xf32->f32›™Ù½Æ´1*&
f8e4m3fnuzxf8e4m3fnuz->bf16ñ¶•®€ÿ‚*%
f8e4m3fnuzxf8e4m3fnuz->f32¼±ô½®ºá*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÔºİ½™¾°*&
f8e4m3fnuzxf8e5m2fnuz->bf16êõ¿ª¡ÿ*%
f8e4m3fnuzxf8e5m2fnuz->f32Üòì†Â„„*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¹Å×˜ír*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‡èËî¹Ùô*&
f8e5m2fnuzxf8e4m3fnuz->bf16´ûÕé¨ ë*%
f8e5m2fnuzxf8e4m3fnuz->f32æÊÙÊËÂÓ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz˜Ïşşp*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzçò¹ŞàúÕ
Ú€€ € *
bf16xbf16->bf16æóƒÄèãL*
bf16xbf16->f32¿¨‡ã¶³O*
f16xf16->f16›¥ó²’M*
f16xf16->f32æóƒÄèãL*
f32xf32->f32‹ĞÄ‘ß‘**&
f8e4m3fnuzxf8e4m3fnuz->bf16›¹í˜€×†*%
f8e4m3fnuzxf8e4m3fnuz->f32Ûú›Û±¯*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzçœ÷‘öµ*%
f8e4m3fnuzxf8e5m2fnuz->bf16à™…ÇĞıx*%
f8e4m3fnuzxf8e5m2fnuz->f32û’´¯ÂÖ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz€–İòØò©*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzØÏÜ¿ÖØ¨*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÿ§Âèºª*%
f8e5m2fnuzxf8e4m3fnuz->f32à²Èòûø±*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÀòŒµÊş¯*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÛ¥˜İó¬
Û€€ € *
bf16xbf16->bf16ğ®Ÿ¹r*
bf16xbf16->f32Ù«ê«÷ùo*
f16xf16->f16¬ƒŠ‰Éşp*
f16xf16->f32«ö¿¶×m*
f32xf32->f32Á¿­«É1*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÃéÜ‹ü‹•*%
f8e4m3fnuzxf8e4m3fnuz->f32ï½‚äÀª£*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzù•Í¦*&
f8e4m3fnuzxf8e5m2fnuz->bf16† º½¶é*%
f8e4m3fnuzxf8e5m2fnuz->f32ÛÑ…êÇ¥*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‹öÖ²¸³¨*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‡íÚ„Æ¥*&
f8e5m2fnuzxf8e4m3fnuz->bf16°µÃ§ÂõŒ*%
f8e5m2fnuzxf8e4m3fnuz->f32°ÒÅÚ¨*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÉÂôğ” *,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzï½‚äÀª£
Ù€€ € *
bf16xbf16->bf16œ±ÉÀµáM*
bf16xbf16->f32ù¤±ªÆïI*
f16xf16->f16»˜Ç®ß½I*
f16xf16->f32ú´ŒËÂ¡I*
f32xf32->f32„›Ô®Ïß*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ñ³øü°*%
f8e4m3fnuzxf8e4m3fnuz->f32¿¤‚ˆµÜÊ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz©Å®õäÄ*&
f8e4m3fnuzxf8e5m2fnuz->bf16©óÃ¦ß“Ë*%
f8e4m3fnuzxf8e5m2fnuz->f32’¿ËÌ³ÿÅ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÃá°˜ÌÔH*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzƒæ‚Ï¡ìÈ*&
f8e5m2fnuzxf8e4m3fnuz->bf16§¸øÍèø¿*%
f8e5m2fnuzxf8e4m3fnuz->f32£ˆãçÕ™¹*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¤¡Â°ı–I*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÓêµá‘òÀ
Ù€€ € *
bf16xbf16->bf16«íÑîÁ†a*
bf16xbf16->f32Ì£Ÿ¹ÆÄa*
f16xf16->f16µÜ¤äŞÁ]*
f16xf16->f32ÒÆôˆµY*
f32xf32->f32ìïïó¼%*&
f8e4m3fnuzxf8e4m3fnuz->bf16‡èËî¹Ùô*%
f8e4m3fnuzxf8e4m3fnuz->f32¢ß¦€È÷æ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÊ¼šº‰§†*&
f8e4m3fnuzxf8e5m2fnuz->bf16·›ßÓ •å*%
f8e4m3fnuzxf8e5m2fnuz->f32ÜÓ½ÆÜ“‰*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¤úÔ¶•Ç^*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzí’£ş˜ãó*&
f8e5m2fnuzxf8e4m3fnuz->bf16èÓš„¢î*%
f8e5m2fnuzxf8e4m3fnuz->f32Ò˜¯…ö ˆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÌù«óµó^*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÒí…ò›”‹
Û€€  € *
bf16xbf16->bf16·¡ªÆÿm*
bf16xbf16->f32‚½­»Ú½l*
f16xf16->f16†…Òèåg*
f16xf16->f32›¦èöşe*
f32xf32->f32Üñ»Ìé‰2*&
f8e4m3fnuzxf8e4m3fnuz->bf16®ªÉÕ¾­Ç*%
f8e4m3fnuzxf8e4m3fnuz->f32—÷Ò‹ê»*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzçàÀ¬°çÆ*&
f8e4m3fnuzxf8e5m2fnuz->bf16½¢‘­Âü³*%
f8e4m3fnuzxf8e5m2fnuz->f32²”´Şêä¸*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¯Ç†Ç Éƒ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz§¥äşÒşÉ*&
f8e5m2fnuzxf8e4m3fnuz->bf16Á«”˜öùÁ*%
f8e5m2fnuzxf8e4m3fnuz->f32’Ä¬˜¤µ·*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzõö¼œø¬ƒ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz›ƒèÌ’ñÂ
Ğ€ € €*
bf16xbf16->bf16İí½èÕÅ*
bf16xbf16->f32óíİó‹´*
f16xf16->f16ƒîõ“§*
f16xf16->f32Ğ ø•¶…*
f32xf32->f32¹äŸØ§ò	*%
f8e4m3fnuzxf8e4m3fnuz->bf16İ Ã­¼*$
f8e4m3fnuzxf8e4m3fnuz->f32ÉÛ†ƒ´*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÈ”©¬„±*%
f8e4m3fnuzxf8e5m2fnuz->bf16°åîƒÚî*$
f8e4m3fnuzxf8e5m2fnuz->f32‡äş”ı…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¦‰ïãµ«*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÉÛ†ƒ´*%
f8e5m2fnuzxf8e4m3fnuz->bf16„•ßÔ“à*$
f8e5m2fnuzxf8e4m3fnuz->f32€Á²¦•*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzßâÑÓéä*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzîØ¶ú¾Â
Ğ€ € €*
bf16xbf16->bf16¶¢é•×´*
bf16xbf16->f32»£ò…ÑÔ*
f16xf16->f16ø­¨üÿ¹*
f16xf16->f32·ìô¦¾ğ*
f32xf32->f32öé•àúØ*%
f8e4m3fnuzxf8e4m3fnuz->bf16›”Éè€‘*$
f8e4m3fnuzxf8e4m3fnuz->f32Ùê—«ıâ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŞ¥üÀß¢*%
f8e4m3fnuzxf8e5m2fnuz->bf16›”Éè€‘*$
f8e4m3fnuzxf8e5m2fnuz->f32ñÁƒó¨°*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz””­¹É*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¿†Ñ¦…*%
f8e5m2fnuzxf8e4m3fnuz->bf16à¸Ø¬Ñ©*$
f8e5m2fnuzxf8e4m3fnuz->f32¿†Ñ¦…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÂòœ‹±«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzìøğÒùì
Ğ€ € €*
bf16xbf16->bf16…äø£¿(*
bf16xbf16->f32»­ƒáûï"*
f16xf16->f16èìÕîô%*
f16xf16->f32¶®Ù÷†#*
f32xf32->f32«øÈ¶©¼*%
f8e4m3fnuzxf8e4m3fnuz->bf16şë¶ÄÉ‡*$
f8e4m3fnuzxf8e4m3fnuz->f32€Íë÷¯å<*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzë³°Íıü*%
f8e4m3fnuzxf8e5m2fnuz->bf16®™ÿøò*$
f8e4m3fnuzxf8e5m2fnuz->f32ô¹Ëµ–ŸB*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzì˜Ó§Ğ"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‰¿Æ’ş°#*%
f8e5m2fnuzxf8e4m3fnuz->bf16ù“ã‡’Ï*$
f8e5m2fnuzxf8e4m3fnuz->f32ŸÔÜÙà—>*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzúÜåšË!*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzúá¦½Ê"
Ğ€ € €*
bf16xbf16->bf16îÖŒ­´ä7*
bf16xbf16->f32ª±Ã«™1*
f16xf16->f16ê¼Å¡â9*
f16xf16->f32«¯¤Ù¦Î.*
f32xf32->f32ê€ÒŒã*%
f8e4m3fnuzxf8e4m3fnuz->bf16¿ı±é›j*$
f8e4m3fnuzxf8e4m3fnuz->f32 åÓ—ñ£Z*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzæÔ‚ÈÂÈe*%
f8e4m3fnuzxf8e5m2fnuz->bf16”÷ğ‡ğÅn*$
f8e4m3fnuzxf8e5m2fnuz->f32˜‚¥ÉâçX*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¶Ìã˜ª&*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz§ÄõÀÔôq*%
f8e5m2fnuzxf8e4m3fnuz->bf16‹ÇÀ¼ÎÙc*$
f8e5m2fnuzxf8e4m3fnuz->f32ò…Ô¥Å½X*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzıíüêå%*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzç¨Àğöài
Ó€ €  €*
bf16xbf16->bf16‹Å´‘˜D*
bf16xbf16->f32Ÿæàµ’®9*
f16xf16->f16ˆØºÿÍF*
f16xf16->f32‘ÃŞŞ’µ6*
f32xf32->f32…ôÙ›§¥*%
f8e4m3fnuzxf8e4m3fnuz->bf16ñ‚ëÄÔåw*$
f8e4m3fnuzxf8e4m3fnuz->f32İ­™ÚèÈo*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzèííˆ§†v*%
f8e4m3fnuzxf8e5m2fnuz->bf16öãë´½û*$
f8e4m3fnuzxf8e5m2fnuz->f32Íáõ”£ƒa*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz†ˆÃª°-*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½ åÙÛà‘*&
f8e5m2fnuzxf8e4m3fnuz->bf16Â°ãÌÁŠ*$
f8e5m2fnuzxf8e4m3fnuz->f32šÂËÍÀ¬w*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‚¢”×ŸÀ-*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzãşÖÏèƒ
Ğ€ € €*
bf16xbf16->bf16İ•áãôğ*
bf16xbf16->f32ä¿ü¯ˆê*
f16xf16->f16¬ãóÎ¹¢*
f16xf16->f32±Ğ«×Áû*
f32xf32->f32ä›Èõ’Ë*%
f8e4m3fnuzxf8e4m3fnuz->bf16ğ’ÓÓ¾‚*$
f8e4m3fnuzxf8e4m3fnuz->f32´«ƒÈø*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzíÀ£»ÓÔ*%
f8e4m3fnuzxf8e5m2fnuz->bf16åü¼Ñ*$
f8e4m3fnuzxf8e5m2fnuz->f32ò¹ÂÄË§*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzĞ™ˆÀ”Æ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz÷ˆò‚Ãª*%
f8e5m2fnuzxf8e4m3fnuz->bf16¯İ«âÄƒ*$
f8e5m2fnuzxf8e4m3fnuz->f32ãÊÿÊåŞ)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzĞ™ˆÀ”Æ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzĞ™ˆÀ”Æ
Ğ€ € €*
bf16xbf16->bf16ö“÷Ï•–**
bf16xbf16->f32Ü±íôı„)*
f16xf16->f16æ–Ëù…„**
f16xf16->f32«œãÛê'*
f32xf32->f32õ˜„Ó¦*%
f8e4m3fnuzxf8e4m3fnuz->bf16ıíüêå%*$
f8e4m3fnuzxf8e4m3fnuz->f32—§è¢ğA*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzùİ”Óí˜'*%
f8e4m3fnuzxf8e5m2fnuz->bf16Òœåƒ(*$
f8e4m3fnuzxf8e5m2fnuz->f32€ÕÍ©½?*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzğÅœòÇ(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzáó¦­Ç–#*%
f8e5m2fnuzxf8e4m3fnuz->bf16ëÂƒ•(*$
f8e5m2fnuzxf8e4m3fnuz->f32ªõÿü“ÿ4*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¼ªÊÖ´€'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz  “Ë´Á&
Ğ€ € €*
bf16xbf16->bf16şüÚ†—:*
bf16xbf16->f32©Í©ÚÔÇ8*
f16xf16->f16œâÔÈŸü;*
f16xf16->f32ì•õÕûü7*
f32xf32->f32Ûàö•éÒ*%
f8e4m3fnuzxf8e4m3fnuz->bf16İ­™ÚèÈo*$
f8e4m3fnuzxf8e4m3fnuz->f32©æ—¢¨d*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzôÔÂød*%
f8e4m3fnuzxf8e5m2fnuz->bf16çµ‚ÜÅÌp*$
f8e4m3fnuzxf8e5m2fnuz->f32ğ®Ÿ¹r*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz•şğåÕ0*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzË¶‘©ü¶f*%
f8e5m2fnuzxf8e4m3fnuz->bf16íâĞÙÏÏk*$
f8e5m2fnuzxf8e4m3fnuz->f32“ÿñ¿¡¨o*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzäåùˆ£™/*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¿ı±é›j
Õ€ € €*
bf16xbf16->bf16ôø´ššM*
bf16xbf16->f32©±³ÂÓE*
f16xf16->f16ú‚¤“—L*
f16xf16->f32ÏÙõœß£@*
f32xf32->f32¹óŒ€ë–"*&
f8e4m3fnuzxf8e4m3fnuz->bf16¦øç„ÿì’*$
f8e4m3fnuzxf8e4m3fnuz->f32­Í¸›êÑt*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzõ»îå*&
f8e4m3fnuzxf8e5m2fnuz->bf16¤Å»Ô‹Ìƒ*$
f8e4m3fnuzxf8e5m2fnuz->f32È·à©îáu*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz÷ºÑû®=*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½¡¥È…Â›*%
f8e5m2fnuzxf8e4m3fnuz->bf16æ¨³Œè}*$
f8e5m2fnuzxf8e4m3fnuz->f32€€€€åšw*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzªÕñ áÂ=*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¤Ò‰»ÅÄ
Ù€ €  €*
bf16xbf16->bf16«üáË«¡`*
bf16xbf16->f32•‘®¯àÓP*
f16xf16->f16¾ Ì¦ëµY*
f16xf16->f32“˜õ½à‹L*
f32xf32->f32ù£Éëõ¬'*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ò‰ã§ª°*%
f8e4m3fnuzxf8e4m3fnuz->f32ÊÀçµö‰*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¤µ¦éÒâ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ó¨Ó ü“*%
f8e4m3fnuzxf8e5m2fnuz->f32ı—Û¶º…¡*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzşü½½E*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz”Ó¬æÀ›Ã*&
f8e5m2fnuzxf8e4m3fnuz->bf16íøîğáé–*%
f8e5m2fnuzxf8e4m3fnuz->f32ş˜ÂÚœø*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¤£ø¡ÜÙE*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzûó°ÊÒïÛ
Ğ€ € €*
bf16xbf16->bf16‰®ˆÃÇ·#*
bf16xbf16->f32àğÌ˜Ô$*
f16xf16->f16ÄØšî¸˜"*
f16xf16->f32åÉüÑ±£$*
f32xf32->f32®¥é…œÁ*%
f8e4m3fnuzxf8e4m3fnuz->bf16‰¿Æ’ş°#*$
f8e4m3fnuzxf8e4m3fnuz->f32‹æÃ§¸ÍB*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÄ‰õ«í%*%
f8e4m3fnuzxf8e5m2fnuz->bf16¦Š•¡ê…"*$
f8e4m3fnuzxf8e5m2fnuz->f32È­ŒÀìÒI*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzùİ”Óí˜'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzœîÍÌè&*%
f8e5m2fnuzxf8e4m3fnuz->bf16öìÃó‰ı"*$
f8e5m2fnuzxf8e4m3fnuz->f32ş¢òš¹E*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÄ‰õ«í%*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzóù¢ô±&
Ğ€ € €*
bf16xbf16->bf16³„»Œí»7*
bf16xbf16->f32Å«öÁ¼Ø8*
f16xf16->f16û¨–®Ş›7*
f16xf16->f32¬…¿Á™­6*
f32xf32->f32úÂÛóóÃ*%
f8e4m3fnuzxf8e4m3fnuz->bf16È…¨Œö†3*$
f8e4m3fnuzxf8e4m3fnuz->f32Ôêÿù§şi*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzšá÷×úÙ3*%
f8e4m3fnuzxf8e5m2fnuz->bf16»Ÿßë–°3*$
f8e4m3fnuzxf8e5m2fnuz->f32ÄªÓË”¿b*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz½ŞÀà¿’4*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÎó’¯Ê†3*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ò²èûÎ”3*$
f8e5m2fnuzxf8e4m3fnuz->f32íâĞÙÏÏk*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzù¦èÄüË3*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz«»á†ª¶4
Ó€ € €*
bf16xbf16->bf16àôÄ‡¶ÁM*
bf16xbf16->f32ïæ°½ñöI*
f16xf16->f16ËÈ°•…J*
f16xf16->f32·³æÅô¦E*
f32xf32->f32…îÊ‰*%
f8e4m3fnuzxf8e4m3fnuz->bf16öãë´½û*$
f8e4m3fnuzxf8e4m3fnuz->f32¹¸åüãË{*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzû–“€Ü¨r*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÊÔà€Ê„*%
f8e4m3fnuzxf8e5m2fnuz->f32—§òÇÆ‘*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz²©úáÁ‚B*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzğÓæ²‡Ër*%
f8e5m2fnuzxf8e4m3fnuz->bf16ß’İ¸‚Àt*%
f8e5m2fnuzxf8e4m3fnuz->f32İÄªİ³¶”*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÊÿªæ‚B*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÜŸ˜ÖÎ¡s
Ù€ € €*
bf16xbf16->bf16ÜëÕ†ƒ`*
bf16xbf16->f32¤£¹…Û¬^*
f16xf16->f16½–ß—ãİ[*
f16xf16->f32ĞÜ±Ã€»U*
f32xf32->f32®§ñ›å¶&*&
f8e4m3fnuzxf8e4m3fnuz->bf16•‰Ğ¢ ŸÂ*%
f8e4m3fnuzxf8e4m3fnuz->f32Íç‡ˆÑÇ™*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÆ–ß¦¬ë˜*&
f8e4m3fnuzxf8e5m2fnuz->bf16÷²ÅØ˜¼Ï*%
f8e4m3fnuzxf8e5m2fnuz->f32ì¨Ç¡˜µš*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÒÆôˆµY*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÆ†ºÚ½*&
f8e5m2fnuzxf8e4m3fnuz->bf16çäøÙøë¡*%
f8e5m2fnuzxf8e4m3fnuz->f32ıÜ¸¸‡“*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzñ÷¹ÇÈ©X*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzé¸·±•×
Ù€ €  €*
bf16xbf16->bf16ï¨Äş“r*
bf16xbf16->f32İóà ÿÎi*
f16xf16->f16Ãİ§¢†e*
f16xf16->f32©õñç‰‹_*
f32xf32->f32ŞåˆåœË-*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ì€­¦­ú*%
f8e4m3fnuzxf8e4m3fnuz->f32Ûšñ¶Ô£é*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzû·Ã¨­ºü*&
f8e4m3fnuzxf8e5m2fnuz->bf16´¦ô—Èò*%
f8e4m3fnuzxf8e5m2fnuz->f32Áß®ğòä*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzá¯¥Ìá¯b*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzû·Ã¨­ºü*&
f8e5m2fnuzxf8e4m3fnuz->bf16‹Ï°¶Ó¾÷*%
f8e5m2fnuzxf8e4m3fnuz->f32È²¤ı“É*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzœùÇúï±a*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzñ¶•®€ÿ‚
Ğ€ € €*
bf16xbf16->bf16åïÆ–•‰+*
bf16xbf16->f32½©ÄÓ—¿+*
f16xf16->f16–ëŞÖ¯ú**
f16xf16->f32Ïæé¦İº)*
f32xf32->f32øóÑ±”‘*%
f8e4m3fnuzxf8e4m3fnuz->bf16‹ÇÀ¼ÎÙc*$
f8e4m3fnuzxf8e4m3fnuz->f32Å‹ÛãÄ‰i*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzòÒ¯—¢³h*%
f8e4m3fnuzxf8e5m2fnuz->bf16®”¨ä×j*$
f8e4m3fnuzxf8e5m2fnuz->f32úìÉ€”e*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz´íóâı½,*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÌÓúõÍ¿c*%
f8e5m2fnuzxf8e4m3fnuz->bf16íâĞÙÏÏk*$
f8e5m2fnuzxf8e4m3fnuz->f32‹ÇÀ¼ÎÙc*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzƒ­îÅÛğ**+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz­¿ÒÃùøg
Ó€ € €*
bf16xbf16->bf16˜–¿àéÿC*
bf16xbf16->f32³åñóêB*
f16xf16->f16èÔ¹ôŸå@*
f16xf16->f32¸öáüÎØ?*
f32xf32->f32ş¦¦ÿ¡Ê*&
f8e4m3fnuzxf8e4m3fnuz->bf16Šÿ¢ÎÁŒ*$
f8e4m3fnuzxf8e4m3fnuz->f32¿ÌÁë¤Ür*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz–Ê¬•Ã°|*%
f8e4m3fnuzxf8e5m2fnuz->bf16…“‹‘Êõt*$
f8e4m3fnuzxf8e5m2fnuz->f32ö±×Ô¯‹x*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¹Ë–úÑå=*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz®¹¶ƒ¡‚‚*&
f8e5m2fnuzxf8e4m3fnuz->bf16¶Êø®Û‚*$
f8e5m2fnuzxf8e4m3fnuz->f32¿ÌÁë¤Ür*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzËŠ¤ï¼Ç=*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz×İ‰„¥Äx
Ù€ € €*
bf16xbf16->bf16õÍ•£‚W*
bf16xbf16->f32»Øå«¨ÓW*
f16xf16->f16©Ê¾‡Ë°S*
f16xf16->f32©‰ÙßÔ¿R*
f32xf32->f32Ò—‚ê­ë*&
f8e4m3fnuzxf8e4m3fnuz->bf16“Ï“¤Ü¼ª*%
f8e4m3fnuzxf8e4m3fnuz->f32õİÙ †É¤*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz’÷È—â€˜*&
f8e4m3fnuzxf8e5m2fnuz->bf16‹í¨³¢œ*%
f8e4m3fnuzxf8e5m2fnuz->f32ÄÊí¯İÃ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz«ºîï‰ƒQ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzş˜ÂÚœø*&
f8e5m2fnuzxf8e4m3fnuz->bf16Àé‰ì‚›*%
f8e5m2fnuzxf8e4m3fnuz->f32¬åà¿ÃÒœ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz†´ªÇÿµP*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÑæÃ«˜
Ù€ € €*
bf16xbf16->bf16Òë¨ùø–p*
bf16xbf16->f32’…•ÙÓãm*
f16xf16->f16€²˜³¯¶c*
f16xf16->f32ÔÉéªêÂ`*
f32xf32->f32¬—«ñ˜**&
f8e4m3fnuzxf8e4m3fnuz->bf16„áÆ™½‚•*%
f8e4m3fnuzxf8e4m3fnuz->f32¯‘„¢ıú÷*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzüÆØ¹İ¶*&
f8e4m3fnuzxf8e5m2fnuz->bf16³¹¾ñÁ‹*%
f8e4m3fnuzxf8e5m2fnuz->f32îÂë¾‹Ìÿ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÌÇğ…èƒo*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz»ÜëÅî»õ*&
f8e5m2fnuzxf8e4m3fnuz->bf16”ÍÖåÒ´î*%
f8e5m2fnuzxf8e4m3fnuz->f32í”ñ½Ü¶…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz ¢ˆÍo*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz·Î®îæº
Ù€ €  €*
bf16xbf16->bf16ğê¬ÓóÈ{*
bf16xbf16->f32ìã‹ñ¯ïx*
f16xf16->f16Õ¢¹Åøo*
f16xf16->f32˜·ĞÅÁj*
f32xf32->f32ÊÆ¢…2*&
f8e4m3fnuzxf8e4m3fnuz->bf16¶À˜ÔŠ€ë*%
f8e4m3fnuzxf8e4m3fnuz->f32Ğ˜¢ï¢ã¯*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz’ÃıÃÀ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÍÖ­™—½*%
f8e4m3fnuzxf8e5m2fnuz->f32Ğ˜¢ï¢ã¯*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz×‰ ú´·s*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz®ªÉÕ¾­Ç*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÕŠÆ“ü»¼*%
f8e5m2fnuzxf8e4m3fnuz->f32ú¹ñğ¦º*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÂİ¦ò’¨s*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÔ·ñøÆ
Û€ € € *
bf16xbf16->bf16éÉ–¡ı×j*
bf16xbf16->f32‹ƒÁİà–h*
f16xf16->f16´¾¨İ‰Éj*
f16xf16->f32€ä‹Ì€Šg*
f32xf32->f32²âĞÂ—¯0*&
f8e4m3fnuzxf8e4m3fnuz->bf16ä–€úÖÍ*%
f8e4m3fnuzxf8e4m3fnuz->f32¼î®¨¡„Å*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÈè¬ù¥æ¯*&
f8e4m3fnuzxf8e5m2fnuz->bf16ƒ‘“Ìšù£*%
f8e4m3fnuzxf8e5m2fnuz->f32ƒ¶Ë°ºçÙ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzí”ñ½Ü¶…*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¸Êæ‹ÿ„•*&
f8e5m2fnuzxf8e4m3fnuz->bf16¨Ÿü‚‹*%
f8e5m2fnuzxf8e4m3fnuz->f32´ôÄƒè¸Ñ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÖÒğÂ›Îš*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz€€€€€À¸
Ù€ € € *
bf16xbf16->bf16ÎÖ˜¾ÚK*
bf16xbf16->f32‰–æŠM*
f16xf16->f16ËÊØÉéH*
f16xf16->f32‰ÁèóÕÉE*
f32xf32->f32Õùšèß*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ï¨¼Á‡õ¹*%
f8e4m3fnuzxf8e4m3fnuz->f32ıÜ¸¸‡“*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¿º°š²›*&
f8e4m3fnuzxf8e5m2fnuz->bf16§ñŸ’½–*%
f8e4m3fnuzxf8e5m2fnuz->f32üøÖùõ˜*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÕÜÕû“D*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‚Í¬Ò…š*&
f8e5m2fnuzxf8e4m3fnuz->bf16¸¥ºËæ™*%
f8e5m2fnuzxf8e4m3fnuz->f32Û¹°ã¨™*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz£ıå´û‹D*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzòÇ¬µòóš
Ù€ € € *
bf16xbf16->bf16¯ÎØßØ_*
bf16xbf16->f32öÂ­¿ğœ_*
f16xf16->f16Üí¤°šX*
f16xf16->f32¨¸‹å‡†[*
f32xf32->f32å¨ææƒ‘#*&
f8e4m3fnuzxf8e4m3fnuz->bf16°èôõÏïù*%
f8e4m3fnuzxf8e4m3fnuz->f32Ö×·…Ãì*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz²§ç¦¢ûë*&
f8e4m3fnuzxf8e5m2fnuz->bf16’î†»Š¬ç*%
f8e4m3fnuzxf8e5m2fnuz->f32Èë€¦ë‘é*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzĞ¨–áÔ¿Q*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¤ËÆ¥ªÿî*&
f8e5m2fnuzxf8e4m3fnuz->bf16öËâä­®Ü*%
f8e5m2fnuzxf8e4m3fnuz->f32±×òııé*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‹õßŒÁ¡T*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz êÍ˜¡îè
Ù€ € € *
bf16xbf16->bf16ï¡òÎ‹ıw*
bf16xbf16->f32æô†µı¶v*
f16xf16->f16Â§ûùŠÏi*
f16xf16->f32¨µôŸg*
f32xf32->f32Ï›Á¯¤/*&
f8e4m3fnuzxf8e4m3fnuz->bf16ï¶í•ÿÕ*%
f8e4m3fnuzxf8e4m3fnuz->f32ÓñîíÕáÄ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¬ãóáúæº*&
f8e4m3fnuzxf8e5m2fnuz->bf16ô¡—³¥·*%
f8e4m3fnuzxf8e5m2fnuz->f32µ—ºôïˆµ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzê»Ô´“½x*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÖ·‡—ƒÃÏ*&
f8e5m2fnuzxf8e4m3fnuz->bf16òˆä«úËÖ*%
f8e5m2fnuzxf8e4m3fnuz->f32Ğƒ–òğ·µ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÒö²Ñ‚¶x*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzàã±…†Ì
İ€ €  € *
bf16xbf16->bf16÷§÷¼£¾…*
bf16xbf16->f32îµ§”£¿‚*
f16xf16->f16€ÈŸá°ñt*
f16xf16->f32Ò¾øå¿‹q*
f32xf32->f32Ø»×‚™5*&
f8e4m3fnuzxf8e4m3fnuz->bf16¹‘ÙÂ©*%
f8e4m3fnuzxf8e4m3fnuz->f32¨ãàÛü*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz­€û®«Õ*&
f8e4m3fnuzxf8e5m2fnuz->bf16…©ˆş”ş‹*%
f8e4m3fnuzxf8e5m2fnuz->f32œ™®Ä†*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‰ó“‘¦‚*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÖÁùó¶Š–*&
f8e5m2fnuzxf8e4m3fnuz->bf16Üëë¿é”*%
f8e5m2fnuzxf8e4m3fnuz->f32‘öãµÂÌˆ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍƒ­ë¶ƒ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzºô‰™”
Ğ€€ €*
bf16xbf16->bf16Ô úæ»ì*
bf16xbf16->f32 İ£¾”ô*
f16xf16->f16ò¶ªØ Ù*
f16xf16->f32èÌè¯å*
f32xf32->f32íÃÀüµ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Õ‰Ö³*$
f8e4m3fnuzxf8e4m3fnuz->f32€¼ŒÀÇÒ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¬Â·Ï†*%
f8e4m3fnuzxf8e5m2fnuz->bf16¡åÍ…¾ñ*$
f8e4m3fnuzxf8e5m2fnuz->f32óŸ¢·éÀ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz˜à¸Š˜Œ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz±”©Œ„ô*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ô»Ç™ğ‘*$
f8e5m2fnuzxf8e4m3fnuz->f32Û½ÆÖ­*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz”Í—ş‰ª*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzø˜£í±‰
Ğ€€ €*
bf16xbf16->bf16ò‚Óª¯º*
bf16xbf16->f32§èïĞé˜*
f16xf16->f16Œ©¤×ñ¶*
f16xf16->f32¹”ÅÚâ*
f32xf32->f32á…±øø¶*%
f8e4m3fnuzxf8e4m3fnuz->bf16˜ˆì…¶Á*$
f8e4m3fnuzxf8e4m3fnuz->f32Ú‡ù»ê*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz˜ˆì…¶Á*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ş°Ó‡©×*$
f8e4m3fnuzxf8e5m2fnuz->f32¹†ìñ²*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz³ªÄ˜«œ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz×³ÁÆ°*%
f8e5m2fnuzxf8e4m3fnuz->bf16ç„‘¥ŸÁ*$
f8e5m2fnuzxf8e4m3fnuz->f32Ş°Ó‡©×*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzØ²÷­·*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÚ¥¿°Ì
Ğ€€ €*
bf16xbf16->bf16Øòß²Ù·
*
bf16xbf16->f32€é£ä¼˜
*
f16xf16->f16ÏŒÇè¡İ
*
f16xf16->f32Ç¦Ü¯‘ª
*
f32xf32->f32ãôØ¹×÷*%
f8e4m3fnuzxf8e4m3fnuz->bf16«ØŞ­Ö*$
f8e4m3fnuzxf8e4m3fnuz->f32€é£ä¼˜
*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÖâí¹Úç*%
f8e4m3fnuzxf8e5m2fnuz->bf16¹»¡…‘”
*$
f8e4m3fnuzxf8e5m2fnuz->f32¨¨¨¨¨Î	*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzéµ³«»ù*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzì˜¬æ‘*%
f8e5m2fnuzxf8e4m3fnuz->bf16ùÂÓœâ”*$
f8e5m2fnuzxf8e4m3fnuz->f32œ£¿‰›Ş	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÜƒ½—éË*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz«ØŞ­Ö
Ğ€€ €*
bf16xbf16->bf16€€€Ğ¬ó*
bf16xbf16->f32ô›øÀ¦ÿ*
f16xf16->f16Š‚š…ñÀ*
f16xf16->f32 ³¢¿Á”*
f32xf32->f32¥¼õƒÀÖ*%
f8e4m3fnuzxf8e4m3fnuz->bf16€¤×ç–ı*$
f8e4m3fnuzxf8e4m3fnuz->f32„ÿÌğÏ­*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz——éÚÿ§*%
f8e4m3fnuzxf8e5m2fnuz->bf16ßâÑÓéä*$
f8e4m3fnuzxf8e5m2fnuz->f32ö£ÖÑ¹Û*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¥ï‰Øå¤*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz±…¹†â*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ğ¨·õêğ*$
f8e5m2fnuzxf8e4m3fnuz->f32²‹ƒÛ´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzßçè‘ˆí*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzö£ÖÑ¹Û
Ğ€€  €*
bf16xbf16->bf16Àšï¿¸*
bf16xbf16->f32ß•Û”ØÅ*
f16xf16->f16Íªˆó*
f16xf16->f32²¶ò‘ú*
f32xf32->f32Õ„ãæ‚é*%
f8e4m3fnuzxf8e4m3fnuz->bf16¼…“à“ƒ*$
f8e4m3fnuzxf8e4m3fnuz->f32ÆìÆúòÙ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzò°Ù³®á*%
f8e4m3fnuzxf8e5m2fnuz->bf16™Õ€Ò²*$
f8e4m3fnuzxf8e5m2fnuz->f32–—Şª”*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¬ÅÛó´Ï*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¬éøĞ¥ç*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ùê—«ıâ*$
f8e5m2fnuzxf8e4m3fnuz->f32™ŠÜ¸*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzß•Û”ØÅ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¼Æ‹Ü‡¢
Ğ€€ €*
bf16xbf16->bf16¹’¿´ìˆ	*
bf16xbf16->f32»¥ıÚÀ*
f16xf16->f16îæÊåİ *
f16xf16->f32ùŸàæÂ	*
f32xf32->f32ĞñóÉ*%
f8e4m3fnuzxf8e4m3fnuz->bf16¬ÛÎÜóÍ*$
f8e4m3fnuzxf8e4m3fnuz->f32Ø²÷­·*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¨Íªˆ¼*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ğ™Ñß Ê*$
f8e4m3fnuzxf8e5m2fnuz->f32ÄÔøëºÅ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzØ²÷­·*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¦­óäüü*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ä‰°Ò´ò*$
f8e5m2fnuzxf8e4m3fnuz->f32êæóËöİ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÓâ–ßŞ²*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz”Ï®•–®
Ğ€€ €*
bf16xbf16->bf16ì²™ÛîĞ*
bf16xbf16->f32¨ÔÛºµ¸*
f16xf16->f16—¡û’´…	*
f16xf16->f32€ìÂÂÒÊ	*
f32xf32->f32›İÉ¼*%
f8e4m3fnuzxf8e4m3fnuz->bf16íæ¡Ì†ê	*$
f8e4m3fnuzxf8e4m3fnuz->f32Øòß²Ù·
*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz•¨ÿŸìœ
*%
f8e4m3fnuzxf8e5m2fnuz->bf16¾—å´›æ	*$
f8e4m3fnuzxf8e5m2fnuz->f32ó¢ĞÕòÀ
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzúÂÊã’³
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz«›¼’¬ç*%
f8e5m2fnuzxf8e4m3fnuz->bf16úÌŞ»¡
*$
f8e5m2fnuzxf8e4m3fnuz->f32ìÏóìğ
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz ™şè
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzšÏÕ¤¼

Ğ€€ €*
bf16xbf16->bf16‰‰®‡’Í*
bf16xbf16->f32ğ¿ŞùÕ*
f16xf16->f16„Æ©Šê*
f16xf16->f32ª³Ê–õ‘*
f32xf32->f32½áíùù¡*%
f8e4m3fnuzxf8e4m3fnuz->bf16ª³Ê–õ‘*$
f8e4m3fnuzxf8e4m3fnuz->f32ü–”şÿÜ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“Ğ¤ÙÍÅ*%
f8e4m3fnuzxf8e5m2fnuz->bf16øÊ™»É*$
f8e4m3fnuzxf8e5m2fnuz->f32­Œšûù¹*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¨İª¬Ü*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzóŒØãå*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÎÔığ*$
f8e5m2fnuzxf8e4m3fnuz->f32Ü¦ÀÛÈ‰*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz„Æ©Šê*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzˆ©ñ×õŠ
Ğ€€ €*
bf16xbf16->bf16±å¿å²ï*
bf16xbf16->f32ÛÆôáá*
f16xf16->f16È»¶½Ö*
f16xf16->f32†“öºƒĞ*
f32xf32->f32Ô¸ÇºÁ¹*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÓÍ•àÕÿ*$
f8e4m3fnuzxf8e4m3fnuz->f32¤Ç¥™‰£*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÙõñÎ¸²*%
f8e4m3fnuzxf8e5m2fnuz->bf16™±¨áË—*$
f8e4m3fnuzxf8e5m2fnuz->f32ƒğ±€Ê*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz™Õ€Ò²*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzâ‘Ï³ö*%
f8e5m2fnuzxf8e4m3fnuz->bf16ƒ¢¥ÇÜ*$
f8e5m2fnuzxf8e4m3fnuz->f32Ë¨Õ»æÆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz†ÔæÀê¼*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzŒ—Ğ•èƒ
Ğ€€  €*
bf16xbf16->bf16ÉšøÉ©**
bf16xbf16->f32é¸é¨šŒ(*
f16xf16->f16«œãÛê'*
f16xf16->f32ıíüêå%*
f32xf32->f32âÃ ®Ø*%
f8e4m3fnuzxf8e4m3fnuz->bf16»±ˆ—…Í)*$
f8e4m3fnuzxf8e4m3fnuz->f32Èº¯Û¼5*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzí¯ø‡şú'*%
f8e4m3fnuzxf8e5m2fnuz->bf16³€Í©’®(*$
f8e4m3fnuzxf8e5m2fnuz->f32ŸÔÜÙà—>*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz«œãÛê'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¼ªÊÖ´€'*%
f8e5m2fnuzxf8e4m3fnuz->bf16»±ˆ—…Í)*$
f8e5m2fnuzxf8e4m3fnuz->f32Ì”ªÂÔ‹D*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz³—ÿÒ³û'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzğÅœòÇ(
Ğ€€ €*
bf16xbf16->bf16…È™²Š*
bf16xbf16->f32ËÛÖ½şæ
*
f16xf16->f16…È™²Š*
f16xf16->f32ƒİ©¹óë
*
f32xf32->f32Û€èÛ¶¾*%
f8e4m3fnuzxf8e4m3fnuz->bf16Üƒ½—éË*$
f8e4m3fnuzxf8e4m3fnuz->f32“½û¤ŒÜ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz…«íœ•¶*%
f8e4m3fnuzxf8e5m2fnuz->bf16éæŠğê¿*$
f8e4m3fnuzxf8e5m2fnuz->f32ê‘ú·ë…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¯ç‚ƒà*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÖâí¹Úç*%
f8e5m2fnuzxf8e4m3fnuz->bf16éµ³«»ù*$
f8e5m2fnuzxf8e4m3fnuz->f32¯ç‚ƒà*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¸Öü‰ª±*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzçå¡Ğ¾Ë
Ğ€€ €*
bf16xbf16->bf16å‚Óå†ß*
bf16xbf16->f32ƒğ±€Ê*
f16xf16->f16²‹ƒÛ´*
f16xf16->f32Ç‡Ûòå*
f32xf32->f32ÍßŒˆê*%
f8e4m3fnuzxf8e4m3fnuz->bf16¿•»´Æç*$
f8e4m3fnuzxf8e4m3fnuz->f32™Àæ”‰—*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“ÅÊõ‚*%
f8e4m3fnuzxf8e5m2fnuz->bf16°ÈÁ‚»*$
f8e4m3fnuzxf8e5m2fnuz->f32ßÈ¼Ç¦®*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæÛ±Ëî*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz“ÅÊõ‚*%
f8e5m2fnuzxf8e4m3fnuz->bf16»‹ç’×Š*$
f8e5m2fnuzxf8e4m3fnuz->f32ºçµ“ç
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz˜ÄïãÖ¶*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz€€€Ğ¬ó
Ğ€€ €*
bf16xbf16->bf16…Ñ¾É*
bf16xbf16->f32Ä›ÓËŠ‹*
f16xf16->f16øçÿ˜ƒ´*
f16xf16->f32’Ì¨ˆë*
f32xf32->f32£èÍŞ®*%
f8e4m3fnuzxf8e4m3fnuz->bf16îÿñ¤…Î*$
f8e4m3fnuzxf8e4m3fnuz->f32¢£İÊé*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzâÄºÇÕö*%
f8e4m3fnuzxf8e5m2fnuz->bf16²‹ƒÛ´*$
f8e4m3fnuzxf8e5m2fnuz->f32×¡û¶§*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÄ±§ìã*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŒœŸ†îÍ*%
f8e5m2fnuzxf8e4m3fnuz->bf16ˆ™áÔÉŸ*$
f8e5m2fnuzxf8e4m3fnuz->f32¡Áğ«ìŠ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÏ¥øşÓÜ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz©ö™éÖÑ
Ğ€€ €*
bf16xbf16->bf16Áõ¸ã°²!*
bf16xbf16->f32±ˆßÇ­í *
f16xf16->f16 ÑîêÕá!*
f16xf16->f32ô£×ÅÁ *
f32xf32->f32èÜÙ¼ãæ*%
f8e4m3fnuzxf8e4m3fnuz->bf16œÙ”¦¤º*$
f8e4m3fnuzxf8e4m3fnuz->f32¸Áµ¢êò;*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÎé–Ùí*%
f8e4m3fnuzxf8e5m2fnuz->bf16ı˜’µÂé*$
f8e4m3fnuzxf8e5m2fnuz->f32Ó¿ò¡ÊÙA*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz”„´Šâ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz×êûØò*%
f8e5m2fnuzxf8e4m3fnuz->bf16å²ç­‚‚*$
f8e5m2fnuzxf8e4m3fnuz->f32ô¹Ëµ–ŸB*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz“ª³í²›*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzòÀüúù
Ğ€€  €*
bf16xbf16->bf16…€í•ú®2*
bf16xbf16->f32»Ÿßë–°3*
f16xf16->f16½ıûŞûÂ2*
f16xf16->f32ßêöœ³Ì1*
f32xf32->f32èóí£ÿõ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ö•Å½4*$
f8e4m3fnuzxf8e4m3fnuz->f32Ä´Ü‹™åY*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz½ŞÀà¿’4*%
f8e4m3fnuzxf8e5m2fnuz->bf16Áñ°Ù¢Ó4*$
f8e4m3fnuzxf8e5m2fnuz->f32ÔíªÿìÏZ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¨½Ñóõ¨3*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¥ÛÈ”¾›3*%
f8e5m2fnuzxf8e4m3fnuz->bf16ˆ£Œ±ä 4*$
f8e5m2fnuzxf8e4m3fnuz->f32ğÌ˜À½Ò[*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzİ¬‘–†ï3*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz÷³ÿøø2
Ğ€€ €*
bf16xbf16->bf16œÉ½‘‚Ã*
bf16xbf16->f32ƒğ±€Ê*
f16xf16->f16ñì±âÙï*
f16xf16->f32ğœ«è°â*
f32xf32->f32é–’Åïæ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ûÉûçŠ‹*$
f8e4m3fnuzxf8e4m3fnuz->f32î‡·ê§*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzñÿ¤ˆ­§*%
f8e4m3fnuzxf8e5m2fnuz->bf16«Ö®âÕë*$
f8e4m3fnuzxf8e5m2fnuz->f32Ÿ™ÑÃº*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¨ Ï­Ë*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzñÿ¤ˆ­§*%
f8e5m2fnuzxf8e4m3fnuz->bf16æÛ±Ëî*$
f8e5m2fnuzxf8e4m3fnuz->f32û¼Ç¹Ï¬*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzô…•Ç¥æ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzªœ«Ä¸”
Ğ€€ €*
bf16xbf16->bf16ÀæÄş‚©*
bf16xbf16->f32¥·¯èõÁ*
f16xf16->f16‰±•½*
f16xf16->f32úÕâÀÊ*
f32xf32->f32ÎñÛ”ï*%
f8e4m3fnuzxf8e4m3fnuz->bf16×¡û¶§*$
f8e4m3fnuzxf8e4m3fnuz->f32†äÇªŞ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz†ô–ç§—*%
f8e4m3fnuzxf8e5m2fnuz->bf16†äÇªŞ*$
f8e4m3fnuzxf8e5m2fnuz->f32Ÿ„ã€ı*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzƒ¢¥ÇÜ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzƒ¢¥ÇÜ*%
f8e5m2fnuzxf8e4m3fnuz->bf16·ìô¦¾ğ*$
f8e5m2fnuzxf8e4m3fnuz->f32Íªˆó*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzğ•Ÿ²ö’*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzî»‹ÅáÉ
Ğ€€ €*
bf16xbf16->bf16µ¤”êÍŸ)*
bf16xbf16->f32Ïß„âØ(*
f16xf16->f16¶Ìã˜ª&*
f16xf16->f32µ–‘ùÎ¥(*
f32xf32->f32ù“ã‡’Ï*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ò›Çÿæ€$*$
f8e4m3fnuzxf8e4m3fnuz->f32ó¿ÌÁëì#*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŞ„íËĞ•$*%
f8e4m3fnuzxf8e5m2fnuz->bf16¢›üüã$*$
f8e4m3fnuzxf8e5m2fnuz->f32¨¹ö–¸$*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÿèÜ¢ˆ€"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÃ—™•Š#*%
f8e5m2fnuzxf8e4m3fnuz->bf16î¼°¸©’"*$
f8e5m2fnuzxf8e4m3fnuz->f32ç¿Øç¿œ$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz ‰ŞÑ©â$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzç¿Øç¿œ$
Ğ€€ €*
bf16xbf16->bf16£“¼º+*
bf16xbf16->f32ŠƒàÌå—+*
f16xf16->f16Éä‚º÷À**
f16xf16->f32Œ’ÛˆÍó(*
f32xf32->f32ëáã•«*%
f8e4m3fnuzxf8e4m3fnuz->bf16œ—‚­•‡T*$
f8e4m3fnuzxf8e4m3fnuz->f32Òï©€£‘Y*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¨ §À¾S*%
f8e4m3fnuzxf8e5m2fnuz->bf16ëù’š…ìW*$
f8e4m3fnuzxf8e5m2fnuz->f32›†«›æ×U*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÆ‚ç»ÍÖ"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzâ£õùæĞS*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ú£İÌì×W*$
f8e5m2fnuzxf8e4m3fnuz->f32ğö¦›«\*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¢Ú¬‘­ö"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzèğ¢„ºY
Ğ€€  €*
bf16xbf16->bf16‰Óµïß>*
bf16xbf16->f32•ÈÊû‚Ë>*
f16xf16->f16¼Ì‹ïÕÑ=*
f16xf16->f32Í›úà‚º<*
f32xf32->f32•ßÿâüï*%
f8e4m3fnuzxf8e4m3fnuz->bf16“ÿñ¿¡¨o*$
f8e4m3fnuzxf8e4m3fnuz->f32ÚØ·Íö¨d*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz ¤ÅßÖ«<*%
f8e4m3fnuzxf8e5m2fnuz->bf16°ÿ¨ş¦Õ>*$
f8e4m3fnuzxf8e5m2fnuz->f32 ÍÏ­¦c*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÎ¡Œ­œê<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz³Áç¶d*%
f8e5m2fnuzxf8e4m3fnuz->bf16²‡óÓæ½=*$
f8e5m2fnuzxf8e4m3fnuz->f32«Ş¼äñËb*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzåˆ™¨ïÖ<*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz—­Ì¥=
Ğ€€ € *
bf16xbf16->bf16‹…Š¹çÕ*
bf16xbf16->f32¯İ«âÄƒ*
f16xf16->f16Ò­¤ŠßÍ*
f16xf16->f32ÜôëÅèŒ*
f32xf32->f32ÛÖ¬ˆ®¬*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ÿ˜ıµ»›*$
f8e4m3fnuzxf8e4m3fnuz->f32ÜôëÅèŒ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzâ‹Ñåä*%
f8e4m3fnuzxf8e5m2fnuz->bf16İ•áãôğ*$
f8e4m3fnuzxf8e5m2fnuz->f32à¸Ø¬Ñ©*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz·«Æ–šò*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzø­¨üÿ¹*%
f8e5m2fnuzxf8e4m3fnuz->bf16‰±•½*$
f8e5m2fnuzxf8e4m3fnuz->f32€…Ëåó¸*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzğ’ÓÓ¾‚*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzŠÖÚ¹ªì
Ğ€€ € *
bf16xbf16->bf16Š£ô­´ü%*
bf16xbf16->f32º„êº˜'*
f16xf16->f16…¸±À¢&*
f16xf16->f32›ÙÉÍìş$*
f32xf32->f32µÃîùí*%
f8e4m3fnuzxf8e4m3fnuz->bf16á°˜Œ¦ª$*$
f8e4m3fnuzxf8e4m3fnuz->f32 ‰ŞÑ©â$*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzàğÌ˜Ô$*%
f8e4m3fnuzxf8e5m2fnuz->bf16´éÒ¥Ëó#*$
f8e4m3fnuzxf8e5m2fnuz->f32ä³âä“œ$*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzª°ÎÙ¤•$*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÍ”ì—±$*%
f8e5m2fnuzxf8e4m3fnuz->bf16¨¹ö–¸$*$
f8e5m2fnuzxf8e4m3fnuz->f32¢›üüã$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÈ®Ï­ú#*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzç¿Øç¿œ$
Ğ€€ € *
bf16xbf16->bf16’§è›Ô³=*
bf16xbf16->f32õ‚º´ñA*
f16xf16->f16’§è›Ô³=*
f16xf16->f32Í¿±À‘>*
f32xf32->f32œ€¤ƒÖğ.*%
f8e4m3fnuzxf8e4m3fnuz->bf16È­ŒÀìÒI*$
f8e4m3fnuzxf8e4m3fnuz->f32òÎ”à£O*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÀ’¼£ÓÄI*%
f8e4m3fnuzxf8e5m2fnuz->bf16œÇÄÆËG*$
f8e4m3fnuzxf8e5m2fnuz->f32àôÄ‡¶ÁM*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¾¼ëüú‡L*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzË“ù£ãÆH*%
f8e5m2fnuzxf8e4m3fnuz->bf16–å¤ŒI*$
f8e5m2fnuzxf8e4m3fnuz->f32ı£ÀÎøK*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzíœ˜Ç±ÔL*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzó¤öÅˆŒJ
Û€€ € *
bf16xbf16->bf16˜†òÔë³O*
bf16xbf16->f32Ò§éÕÃ»Q*
f16xf16->f16íœ˜Ç±ÔL*
f16xf16->f32£Ë¯“ÖµL*
f32xf32->f32ÿ„©›é·7*&
f8e4m3fnuzxf8e4m3fnuz->bf16²€†à£©*%
f8e4m3fnuzxf8e4m3fnuz->f32¢ÕÁµëŒ«*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŒÀôúìÒŸ*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ï“Ù—¢°¨*%
f8e4m3fnuzxf8e5m2fnuz->f32¡”şÅœƒ™*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÁ¿¡“†ş˜*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz²€†à£©*&
f8e5m2fnuzxf8e4m3fnuz->bf16Ÿ„ÊÎÙí®*%
f8e5m2fnuzxf8e4m3fnuz->f32†Ó¹—ø—ª*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz®Îä›¢*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz„€’¨æÔ’
Ù€€  € *
bf16xbf16->bf16ñêÑ¤çáF*
bf16xbf16->f32©·œŞ‰F*
f16xf16->f16Ã·ªŞª…C*
f16xf16->f32ÀùßÜ³ÓB*
f32xf32->f32˜¨û£Òœ*&
f8e4m3fnuzxf8e4m3fnuz->bf16ä’äìæ‹*%
f8e4m3fnuzxf8e4m3fnuz->f32„µ”±îÿ‹*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¿²¯ëÉİ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ŞäÔ¨ÀŒ*%
f8e4m3fnuzxf8e5m2fnuz->f32ù¸ĞÂô¬*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz›èÅÀß±C*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½ åÙÛà‘*&
f8e5m2fnuzxf8e4m3fnuz->bf16Ïÿ±†®³*%
f8e5m2fnuzxf8e4m3fnuz->f32Ã£‹”…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzúä…‡ò¢C*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz†ÀÄëçÈ
Ğ€€ €*
bf16xbf16->bf16ÍšıÎ¬*
bf16xbf16->f32ÃĞ˜šÿÄ*
f16xf16->f16×³ÁÆ°*
f16xf16->f32¼ºá÷œå*
f32xf32->f32›ÖÍŞÏ*%
f8e4m3fnuzxf8e4m3fnuz->bf16¡¬œ›ü†*$
f8e4m3fnuzxf8e4m3fnuz->f32Óâ–ßŞ²*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz—·ªíÍ‚*%
f8e4m3fnuzxf8e5m2fnuz->bf16á›ââ•¥*$
f8e4m3fnuzxf8e5m2fnuz->f32¦Úÿ¨è‚*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¦­óäüü*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÄ‰°Ò´ò*%
f8e5m2fnuzxf8e4m3fnuz->bf16¦Úÿ¨è‚*$
f8e5m2fnuzxf8e4m3fnuz->f32¨Íªˆ¼*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz°Àñ”°˜*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzñÛ›¬º“
Ğ€€ €*
bf16xbf16->bf16¯ñèé´ò	*
bf16xbf16->f32ÙÅÈ­š	*
f16xf16->f16Û€èÛ¶¾*
f16xf16->f32ìåßôìş	*
f32xf32->f32Ş„Áù–…*%
f8e4m3fnuzxf8e4m3fnuz->bf16ø§¸æ¿ó*$
f8e4m3fnuzxf8e4m3fnuz->f32¯ñèé´ò	*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz«ğ¸¿Ä…*%
f8e4m3fnuzxf8e5m2fnuz->bf16—Ìî˜Êí*$
f8e4m3fnuzxf8e5m2fnuz->f32œ¨ÀÒş	*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzõĞßÙû
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¶ô“Ä€…*%
f8e5m2fnuzxf8e4m3fnuz->bf16€˜•®Ë*$
f8e5m2fnuzxf8e4m3fnuz->f32½ŞãÜ§Ö	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÊš·Á€˜*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz„­î Ò‹
Ğ€€ €*
bf16xbf16->bf16ïö™Úú´*
bf16xbf16->f32ä‰ú†õ¬*
f16xf16->f16€›„«»*
f16xf16->f32Œ÷ù˜‹Š*
f32xf32->f32–Ã”ßÇ*%
f8e4m3fnuzxf8e4m3fnuz->bf16»„¹Á¡Õ*$
f8e4m3fnuzxf8e4m3fnuz->f32ßçè‘ˆí*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzĞšÕ‚ø*%
f8e4m3fnuzxf8e5m2fnuz->bf16ßçè‘ˆí*$
f8e4m3fnuzxf8e5m2fnuz->f32‹Òò‡ÁÔ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz„„ŸîÂà*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzªœ«Ä¸”*%
f8e5m2fnuzxf8e4m3fnuz->bf16ò¤şèØ‘*$
f8e5m2fnuzxf8e4m3fnuz->f32¦ŠöËÎ˜*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÀ¸ã¤ƒÌ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÇ‡Ûòå
Ğ€€ €*
bf16xbf16->bf16ä¿ü¯ˆê*
bf16xbf16->f32·«Æ–šò*
f16xf16->f16‚†Ê¹½¸*
f16xf16->f32»ÕÁŸŸ¹*
f32xf32->f32å—Ì‰Ê¦*%
f8e4m3fnuzxf8e4m3fnuz->bf16»²ƒ€¥*$
f8e4m3fnuzxf8e4m3fnuz->f32Èá€÷¶*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzúÂÍ¤İ*%
f8e4m3fnuzxf8e5m2fnuz->bf16é–ıÁõ°*$
f8e4m3fnuzxf8e5m2fnuz->f32°¤‘İÆÛ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¤ÖÄé®Î*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz×»°éÚì*%
f8e5m2fnuzxf8e4m3fnuz->bf16×»°éÚì*$
f8e5m2fnuzxf8e4m3fnuz->f32’ª„ô£*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¤ÖÄé®Î*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‹…Š¹çÕ
Ğ€€  €*
bf16xbf16->bf16”ĞÓ† ß)*
bf16xbf16->f32êÊĞ‡ê)*
f16xf16->f16¥ÛÒÇÃ”,*
f16xf16->f32ŸŞµ¾ıƒ&*
f32xf32->f32ÆáêÆùµ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ä¦ÅşŸã"*$
f8e4m3fnuzxf8e4m3fnuz->f32ûØ«ê×…<*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¦®›†àÕ!*%
f8e4m3fnuzxf8e5m2fnuz->bf16ËÀ íâÃ"*$
f8e4m3fnuzxf8e5m2fnuz->f32›¥¼×­A*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzƒ¤ÑšœŒ"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¨´üÓòÉ!*%
f8e5m2fnuzxf8e4m3fnuz->bf16Áõ¸ã°²!*$
f8e5m2fnuzxf8e4m3fnuz->f32ü¢†ïÀÒ?*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz“óà„Ê"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzšşğòÓç!
Ğ€€ €*
bf16xbf16->bf16¹’¿´ìˆ	*
bf16xbf16->f32¢³å—™¿	*
f16xf16->f16şç‹÷õ	*
f16xf16->f32ÙÏô²×·	*
f32xf32->f32«÷Ê˜ñà*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÏÙÀÒ*$
f8e4m3fnuzxf8e4m3fnuz->f32ÇÁóãÔĞ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz–Ã”ßÇ*%
f8e4m3fnuzxf8e5m2fnuz->bf16ĞôÀ­É*$
f8e4m3fnuzxf8e5m2fnuz->f32¨ÓåÁĞ¾*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÖ£ıêåó*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÖâí¹Úç*%
f8e5m2fnuzxf8e4m3fnuz->bf16¸Öü‰ª±*$
f8e5m2fnuzxf8e4m3fnuz->f32éµ³«»ù*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzø¿’ÄÖÓ
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÇÁóãÔĞ
Ğ€€ €*
bf16xbf16->bf16ıİ™šêô*
bf16xbf16->f32ŞÂ‰ğÉÁ*
f16xf16->f16ñ“ÆòªÍ*
f16xf16->f32é–’Åïæ*
f32xf32->f32Áúì¥±—*%
f8e4m3fnuzxf8e4m3fnuz->bf16æ°‰ş§*$
f8e4m3fnuzxf8e4m3fnuz->f32ÔÍç—í»*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz×Å†ë¥*%
f8e4m3fnuzxf8e5m2fnuz->bf16¨İª¬Ü*$
f8e4m3fnuzxf8e5m2fnuz->f32ç¶À‚¶Ú*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæ°‰ş§*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŠ÷ÇšÌï*%
f8e5m2fnuzxf8e4m3fnuz->bf16óØç÷Íß*$
f8e5m2fnuzxf8e4m3fnuz->f32ïö™Úú´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz®°ÍÈÚü*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÄØìÌ‰Ó
Ğ€€ €*
bf16xbf16->bf16ğÏğÌÿæ*
bf16xbf16->f32’˜ŠØÍ¿*
f16xf16->f16ó…§¹Ä©*
f16xf16->f32¬†©¾Ÿ*
f32xf32->f32÷‡˜èò*%
f8e4m3fnuzxf8e4m3fnuz->bf16ä¿ü¯ˆê*$
f8e4m3fnuzxf8e4m3fnuz->f32€ÒÇÈù°*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶¢é•×´*%
f8e4m3fnuzxf8e5m2fnuz->bf16¼…“à“ƒ*$
f8e4m3fnuzxf8e5m2fnuz->f32Šœô İ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz»âğÉ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz·«Æ–šò*%
f8e5m2fnuzxf8e4m3fnuz->bf16»âğÉ*$
f8e5m2fnuzxf8e4m3fnuz->f32óöÂŠ¢¨*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzºä½ìÆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÛ˜´öóó
Ğ€€ €*
bf16xbf16->bf16ŒëáˆÅõ**
bf16xbf16->f32æ–Ëù…„**
f16xf16->f16Ãô¹È•ü(*
f16xf16->f32…ôœíşá'*
f32xf32->f32ÊíµËóÃ*%
f8e4m3fnuzxf8e4m3fnuz->bf16‡ÀñÇ…Á'*$
f8e4m3fnuzxf8e4m3fnuz->f32¿Ä•ä™ˆG*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzçí…•ÄĞ(*%
f8e4m3fnuzxf8e5m2fnuz->bf16«œãÛê'*$
f8e4m3fnuzxf8e5m2fnuz->f32 ä„Ó¦şH*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzé¸é¨šŒ(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzô·ş¶©È(*%
f8e5m2fnuzxf8e4m3fnuz->bf16é¸é¨šŒ(*$
f8e5m2fnuzxf8e4m3fnuz->f32Ë“ù£ãÆH*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzëÂƒ•(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‚õš³ˆ'
Ğ€€  €*
bf16xbf16->bf16Ş…»‰–=*
bf16xbf16->f32õÍÂË¡:*
f16xf16->f16è“ğÌµÈ<*
f16xf16->f32ì•õÕûü7*
f32xf32->f32Ä¨ÅŒÿ»*%
f8e4m3fnuzxf8e4m3fnuz->bf16ªªŠ÷í1*$
f8e4m3fnuzxf8e4m3fnuz->f32ÌÓúõÍ¿c*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzã—Š¾à1*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ã»ùÅ™1*$
f8e4m3fnuzxf8e5m2fnuz->f32ÔŞÄ¹Ô’e*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz…€í•ú®2*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÉÍç„“ò2*%
f8e5m2fnuzxf8e4m3fnuz->bf16¥ÛÈ”¾›3*$
f8e5m2fnuzxf8e4m3fnuz->f32©æ—¢¨d*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz÷Œ©¤¼2*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz›ïîß s
Ğ€€ €*
bf16xbf16->bf16•…—ÜñÔ*
bf16xbf16->f32Œ÷ù˜‹Š*
f16xf16->f16×Å†ë¥*
f16xf16->f32Ğ¨·õêğ*
f32xf32->f32˜èÕëà½*%
f8e4m3fnuzxf8e4m3fnuz->bf16´«ƒÈø*$
f8e4m3fnuzxf8e4m3fnuz->f32ĞĞĞĞĞœ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz€€€€€Ä*%
f8e4m3fnuzxf8e5m2fnuz->bf16çÅ «å*$
f8e4m3fnuzxf8e5m2fnuz->f32Èà„¬ÌÊ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz´Ü´”†*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÍ¸ß¢Ô*%
f8e5m2fnuzxf8e4m3fnuz->bf16îØ¶ú¾Â*$
f8e5m2fnuzxf8e4m3fnuz->f32Ë´à°™â*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz´Ü´”†*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¦úöÉ˜¸
Ğ€€ €*
bf16xbf16->bf16Ò­éã¡Š*
bf16xbf16->f32äéÇªÉ*
f16xf16->f16ƒõÙËâ®*
f16xf16->f32–„Ùº†Ø*
f32xf32->f32ô¦ƒÎ°*%
f8e4m3fnuzxf8e4m3fnuz->bf16ıÑ‰‰½İ*$
f8e4m3fnuzxf8e4m3fnuz->f32ß•Éùù‡$*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŸŞñºåø*%
f8e4m3fnuzxf8e5m2fnuz->bf16ƒ¥é³üó*$
f8e4m3fnuzxf8e5m2fnuz->f32†àã€¼”%*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz´«ƒÈø*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‚õ†Ì*%
f8e5m2fnuzxf8e4m3fnuz->bf16èášüÜà*$
f8e5m2fnuzxf8e4m3fnuz->f32‰ş™áŸÛ$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzšËÈ¼ç’*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzšËÈ¼ç’
Ğ€€ €*
bf16xbf16->bf16 õÿğ‡Ë#*
bf16xbf16->f32¶®Ù÷†#*
f16xf16->f16éç“‘†"*
f16xf16->f32ùÖÁ°²Ë#*
f32xf32->f32Ñå³¦Ä*%
f8e4m3fnuzxf8e4m3fnuz->bf16ƒëÉõÜ"*$
f8e4m3fnuzxf8e4m3fnuz->f32€Íë÷¯å<*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¾ˆÆú!*%
f8e4m3fnuzxf8e5m2fnuz->bf16ö£‹ ª *$
f8e4m3fnuzxf8e5m2fnuz->f32È¬‰Óİœ5*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÈÆ·íàü"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÈÆ·íàü"*%
f8e5m2fnuzxf8e4m3fnuz->bf16ƒ¤ÑšœŒ"*$
f8e5m2fnuzxf8e4m3fnuz->f32€Íë÷¯å<*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz€š¶ˆÖö"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz…À…î¶¤"
Ğ€€ €*
bf16xbf16->bf16àÈ¢º·3*
bf16xbf16->f32ù¦èÄüË3*
f16xf16->f16¥‚ÔˆèÇ0*
f16xf16->f32ç°Ù÷ï2*
f32xf32->f32àÃßŠïÏ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ş½êö3*$
f8e4m3fnuzxf8e4m3fnuz->f32¢üÁ°Šp*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz­ìÛ¦»”2*%
f8e4m3fnuzxf8e5m2fnuz->bf16‚ÒïíÅÚ4*$
f8e4m3fnuzxf8e5m2fnuz->f32„…Â¯±«p*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŞ½êö3*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz»Ÿßë–°3*%
f8e5m2fnuzxf8e4m3fnuz->bf16ö•Å½4*$
f8e5m2fnuzxf8e4m3fnuz->f32ÉÈğºél*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzû®‚¤5*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹´ìİ2
Ù€€  €*
bf16xbf16->bf16âµùÌ¶ŒJ*
bf16xbf16->f32ë¨ØÛÈ½I*
f16xf16->f16½‰Ú—¡«H*
f16xf16->f32ò‰²¶óE*
f32xf32->f32¨µŞ¿şá*&
f8e4m3fnuzxf8e4m3fnuz->bf16úÇ€ñ½–*%
f8e4m3fnuzxf8e4m3fnuz->f32úÇ€ñ½–*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz™€ƒğÑ”*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ï©¹İãã•*%
f8e4m3fnuzxf8e5m2fnuz->f32ø¬Â÷Ÿå•*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¼’˜ÛõŞB*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzõ¦ÂÛ±Õ„*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÁÈ‰¦Íü‘*%
f8e5m2fnuzxf8e4m3fnuz->f32ğçÍøú´”*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¸°‡éí¥C*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‡İì²¦‹
Ğ€€ €*
bf16xbf16->bf16§‚ğÃÁ*
bf16xbf16->f32»ÕÁŸŸ¹*
f16xf16->f16Ó·œ»¿Ù*
f16xf16->f32ä¿ü¯ˆê*
f32xf32->f32ƒõÙËâ®*%
f8e4m3fnuzxf8e4m3fnuz->bf16‹…Š¹çÕ*$
f8e4m3fnuzxf8e4m3fnuz->f32Ùê—«ıâ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‚ß”˜Ôİ*%
f8e4m3fnuzxf8e5m2fnuz->bf16¿¤š·Ö*$
f8e4m3fnuzxf8e5m2fnuz->f32»£ò…ÑÔ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzâ °—Ø…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÂòœ‹±«*%
f8e5m2fnuzxf8e4m3fnuz->bf16Õİ°ƒ•›*$
f8e5m2fnuzxf8e4m3fnuz->f32™Õ€Ò²*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz½ƒÕ¾ƒ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz†äÇªŞ
Ğ€€ €*
bf16xbf16->bf16Í¶·Ìø¢0*
bf16xbf16->f32¢šîÅÌò,*
f16xf16->f16äó„‰—Ï**
f16xf16->f32ê×Í¸œ+*
f32xf32->f32½ì•õë‚*%
f8e4m3fnuzxf8e4m3fnuz->bf16ü¹“Ş%*$
f8e4m3fnuzxf8e4m3fnuz->f32ü¹“Ş%*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¹’û¢„†%*%
f8e4m3fnuzxf8e5m2fnuz->bf16ò¥ÑãØ*$
f8e4m3fnuzxf8e5m2fnuz->f32ïÂâ‚şİ%*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÓì³Ò­£%*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzü¹“Ş%*%
f8e5m2fnuzxf8e4m3fnuz->bf16…¸±À¢&*$
f8e5m2fnuzxf8e4m3fnuz->f32 ‰ŞÑ©â$*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz§„ãå¤ª%*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÿªöèŒÏ%
Ğ€€ €*
bf16xbf16->bf16ÃÕóë**
bf16xbf16->f32É›ÒÕ’+*
f16xf16->f16Õ¦ÍŒİ+*
f16xf16->f32äó„‰—Ï**
f32xf32->f32ŒáÛŠ„*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÁÀ¦–é‚M*$
f8e4m3fnuzxf8e4m3fnuz->f32ŠŸ±”×êl*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz²ˆŠ£óÏh*%
f8e4m3fnuzxf8e5m2fnuz->bf16€ä‹Ì€Šg*$
f8e4m3fnuzxf8e5m2fnuz->f32©æ—¢¨d*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz–î„Çæ'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÈâò÷d*%
f8e5m2fnuzxf8e4m3fnuz->bf16ğÌ˜À½Ò[*$
f8e5m2fnuzxf8e4m3fnuz->f32²ˆŠ£óÏh*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzà“‚àŸÁ'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÅ‡Ì£Áa
Ù€€ €*
bf16xbf16->bf16´àÛ©€šC*
bf16xbf16->f32‘ıÇñ”©@*
f16xf16->f16‘“•ºÃ£?*
f16xf16->f32“²—œ„ª=*
f32xf32->f32¸¦á‘´Ÿ*&
f8e4m3fnuzxf8e4m3fnuz->bf16›Õ¢µ¨*%
f8e4m3fnuzxf8e4m3fnuz->f32€ûÀ³âĞ’*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÏÿ±†®³*&
f8e4m3fnuzxf8e5m2fnuz->bf16ò‡¹˜*%
f8e4m3fnuzxf8e5m2fnuz->f32‰ç“Îı*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŒš½ıó»>*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÍ²ÏÉ¶•*&
f8e5m2fnuzxf8e4m3fnuz->bf16”®ĞéŸ –*%
f8e5m2fnuzxf8e4m3fnuz->f32ìä¦¶²û“*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzö«µİø’>*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz£³×ú¸Ó—
Ù€€  €*
bf16xbf16->bf16Ûª¨ù°ÉU*
bf16xbf16->f32Ç ®ˆêT*
f16xf16->f16¦Ø›¶ÿúO*
f16xf16->f32ú­¨ï³½N*
f32xf32->f32¨Ş†åë *&
f8e4m3fnuzxf8e4m3fnuz->bf16üøÖùõ˜*%
f8e4m3fnuzxf8e4m3fnuz->f32¾š§›õê¥*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz†½ÄÌ‡£*&
f8e4m3fnuzxf8e5m2fnuz->bf16áµŞ‰÷Æ¥*%
f8e4m3fnuzxf8e5m2fnuz->f32³‡¨äØÁ *+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz÷ºş¹ËP*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÌôõÖ°«£*&
f8e5m2fnuzxf8e4m3fnuz->bf16·è„Š—‘¥*%
f8e5m2fnuzxf8e4m3fnuz->f32’¤‚õÆñ£*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzû‰öê§»Q*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¦ºšî¸¬
Ğ€€ € *
bf16xbf16->bf16¯¨‰²Áğ&*
bf16xbf16->f32­ÿÔŸóğ$*
f16xf16->f16ïÂâ‚şİ%*
f16xf16->f32…¸±À¢&*
f32xf32->f32óôîõ˜*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ì¬ôÊ…ó'*$
f8e4m3fnuzxf8e4m3fnuz->f32”‘ãªü±%*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÎ£ÉîÒ¹&*%
f8e4m3fnuzxf8e5m2fnuz->bf16…¸±À¢&*$
f8e4m3fnuzxf8e5m2fnuz->f32Î£ÉîÒ¹&*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¸´õ³â'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzâ¶©İ°'*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ñå×‰ëš&*$
f8e5m2fnuzxf8e4m3fnuz->f32‡ÀñÇ…Á'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz  “Ë´Á&*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÁûÍœö '
Û€€ € *
bf16xbf16->bf16ä›ğ”÷ğ:*
bf16xbf16->f32†ßÂ”áÃ:*
f16xf16->f16‚Àç³ĞÃ;*
f16xf16->f32şüÚ†—:*
f32xf32->f32æ×–“œï(*&
f8e4m3fnuzxf8e4m3fnuz->bf16¸÷¸öğ—*%
f8e4m3fnuzxf8e4m3fnuz->f32Û˜€Ù¥“*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÛ˜€Ù¥“*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÑêàÚµÆ•*%
f8e4m3fnuzxf8e5m2fnuz->f32ËÜµ˜è ›*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÎİüËÎíŸ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÛ˜€Ù¥“*&
f8e5m2fnuzxf8e4m3fnuz->bf16×ÜŞšà›*%
f8e5m2fnuzxf8e4m3fnuz->f32´Ò°ßôÄ‘*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzæ÷ÒÌ¶ãœ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz’¨˜Õ™£œ
Û€€ € *
bf16xbf16->bf16ÉÇè‰½şR*
bf16xbf16->f32½¢¯ŞêäP*
f16xf16->f16´ÜÛØÊ«O*
f16xf16->f32äğ´¯ĞÑN*
f32xf32->f32ÉÛÛÓæó6*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ò˜¯…ö ˆ*%
f8e4m3fnuzxf8e4m3fnuz->f32À³Š¡ûñ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‘±‚Ì”Íü*&
f8e4m3fnuzxf8e5m2fnuz->bf16º×§¥™Ô‚*%
f8e4m3fnuzxf8e5m2fnuz->f32í”ñ½Ü¶…*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzïšÏıØ‰*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÓç­ÖÙüˆ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ıôÖ í*%
f8e5m2fnuzxf8e4m3fnuz->f32®Ì™Ú¬ƒ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÄÃÉç»£ÿ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹’µø˜Ï€
Ù€€ € *
bf16xbf16->bf16“À®ÄğH*
bf16xbf16->f32óºù±ê§H*
f16xf16->f16û¡üõ‹àE*
f16xf16->f32»ÈÂ”³èD*
f32xf32->f32‚Ñ›ğ¼ã *&
f8e4m3fnuzxf8e4m3fnuz->bf16¯ıæÃˆ£¥*%
f8e4m3fnuzxf8e4m3fnuz->f32àÉÜ€Ô*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzàÉÜ€Ô*&
f8e4m3fnuzxf8e5m2fnuz->bf16™úì„êÄš*%
f8e4m3fnuzxf8e5m2fnuz->f32Ò€ÛêãŠ™*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz€áØÍ¼ÉD*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzòƒ½ó•ƒ¤*&
f8e5m2fnuzxf8e4m3fnuz->bf16Åëò™í˜”*%
f8e5m2fnuzxf8e4m3fnuz->f32”½’×è”¤*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¡Ø±¦Ï E*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz†‚§å„™£
Ù€€  € *
bf16xbf16->bf16“ó´óßÒ_*
bf16xbf16->f32ã„¡ÜãÃ_*
f16xf16->f16¤‹®›Äà[*
f16xf16->f32ş¿Ñô‰óZ*
f32xf32->f32ıáäô¯‹#*&
f8e4m3fnuzxf8e4m3fnuz->bf16»–›’“îÜ*%
f8e4m3fnuzxf8e4m3fnuz->f32‘îÑ¯Û*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÃ¥¦ ƒÚ*&
f8e4m3fnuzxf8e5m2fnuz->bf16‚„•Ÿ˜ûã*%
f8e4m3fnuzxf8e5m2fnuz->f32Ã¥¦ ƒÚ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzõ•ß¶’İY*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzüÕøşÜ*&
f8e5m2fnuzxf8e4m3fnuz->bf16Êù³Ê•à*%
f8e5m2fnuzxf8e4m3fnuz->f32òÅ²×øØØ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzş¿Ñô‰óZ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz—İ‰›Æªá
Ğ€€ €*
bf16xbf16->bf16ò‹æ„¥“	*
bf16xbf16->f32á¼ø„×©*
f16xf16->f16¯¤Ş£“×*
f16xf16->f32Õ†Ö­³¬	*
f32xf32->f32í³Ç³Û•*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÇÁóãÔĞ*$
f8e4m3fnuzxf8e4m3fnuz->f32ƒİ©¹óë
*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz—«ÄÅáû*%
f8e4m3fnuzxf8e5m2fnuz->bf16Şö… ¡…*$
f8e4m3fnuzxf8e5m2fnuz->f32¥š°ØŒñ
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz­¸Ò÷ïí*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzØ­Âéç
*%
f8e5m2fnuzxf8e4m3fnuz->bf16—®¾êÆ´*$
f8e5m2fnuzxf8e4m3fnuz->f32½ŞãÜ§Ö	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŠñÌıä·*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz±Ø‹ì‚
Ğ€€ €*
bf16xbf16->bf16İ±øä*
bf16xbf16->f32ƒîõ“§*
f16xf16->f16È”©¬„±*
f16xf16->f32Ğ ø•¶…*
f32xf32->f32¹¤Ğ˜ß*%
f8e4m3fnuzxf8e4m3fnuz->bf16 ³¢¿Á”*$
f8e4m3fnuzxf8e4m3fnuz->f32ãø×€ *+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzîØ¶ú¾Â*%
f8e4m3fnuzxf8e5m2fnuz->bf16„•ßÔ“à*$
f8e4m3fnuzxf8e5m2fnuz->f32˜ÄïãÖ¶*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzßâÑÓéä*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz„ÿÌğÏ­*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÓŠ£øô*$
f8e5m2fnuzxf8e4m3fnuz->f32¶Ğ·íü*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzßçè‘ˆí*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¥ï‰Øå¤
Ğ€€ €*
bf16xbf16->bf16ÆáêÆùµ*
bf16xbf16->f32’¸æøœ…*
f16xf16->f16±å¿å²ï*
f16xf16->f32ÛÖ¬ˆ®¬*
f32xf32->f32ñì±âÙï*%
f8e4m3fnuzxf8e4m3fnuz->bf16·ÏÎíÖ*$
f8e4m3fnuzxf8e4m3fnuz->f32ğ½½áÃ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÆìÆúòÙ*%
f8e4m3fnuzxf8e5m2fnuz->bf16¤ÖÄé®Î*$
f8e4m3fnuzxf8e5m2fnuz->f32ƒçÇ©¡*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‹…Š¹çÕ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzû€ì½òû*%
f8e5m2fnuzxf8e4m3fnuz->bf16úÂÍ¤İ*$
f8e5m2fnuzxf8e4m3fnuz->f32†ÔæÀê¼*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz§‚ğÃÁ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzñâö˜±¢
Ğ€€ €*
bf16xbf16->bf16Š¢›ü¼’-*
bf16xbf16->f32é¸é¨šŒ(*
f16xf16->f16ĞÀ¾ê˜“&*
f16xf16->f32†àã€¼”%*
f32xf32->f32Šè©ƒĞï*%
f8e4m3fnuzxf8e4m3fnuz->bf16…óá“Ü¦!*$
f8e4m3fnuzxf8e4m3fnuz->f32™÷À¥øŸ=*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“óà„Ê"*%
f8e4m3fnuzxf8e5m2fnuz->bf16„î»Ş¯ *$
f8e4m3fnuzxf8e5m2fnuz->f32€Íë÷¯å<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz°ÈÛŒé½#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‰¿Æ’ş°#*%
f8e5m2fnuzxf8e4m3fnuz->bf16‘´Ü… ó#*$
f8e5m2fnuzxf8e4m3fnuz->f32õÜ–š¬—A*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¡§—ÛÌé"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz³şŠÿÃ!
Ğ€€  €*
bf16xbf16->bf16çéƒÜë±:*
bf16xbf16->f32¬¸šÆ¢-*
f16xf16->f16’Ñ¨˜÷“9*
f16xf16->f32ûéü…´€,*
f32xf32->f32È¡¯¯Éš*%
f8e4m3fnuzxf8e4m3fnuz->bf16Š¢›ü¼’-*$
f8e4m3fnuzxf8e4m3fnuz->f32—ÁÚÅ‡E*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzıÖìÒà–r*%
f8e4m3fnuzxf8e5m2fnuz->bf16ıÖìÒà–r*$
f8e4m3fnuzxf8e5m2fnuz->f32Ùì‹¸æ[*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÙÃ¬Š˜ÿ)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzîõˆûÀ§n*%
f8e5m2fnuzxf8e4m3fnuz->bf16ñìˆ í‡o*$
f8e5m2fnuzxf8e4m3fnuz->f32Ù¿çİÄW*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzíÇÃÕµÿ)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzçµ‚ÜÅÌp
Ğ€€ €*
bf16xbf16->bf16¨µºÉò§*
bf16xbf16->f32å…¦ÕŞô*
f16xf16->f16°œ¬Öè”*
f16xf16->f32—«ÄÅáû*
f32xf32->f32“‹İ²áü	*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÌÚæÉùù*$
f8e4m3fnuzxf8e4m3fnuz->f32ˆÑÅÊ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‰“à¤éä*%
f8e4m3fnuzxf8e5m2fnuz->bf16Š‚š…ñÀ*$
f8e4m3fnuzxf8e5m2fnuz->f32ÄËÇìÈÿ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÿ ·…êö*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‚Õ”±Ğ*%
f8e5m2fnuzxf8e4m3fnuz->bf16È”©¬„±*$
f8e5m2fnuzxf8e4m3fnuz->f32€¤×ç–ı*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz“ÅÊõ‚*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz˜ÄïãÖ¶
Ğ€€ €*
bf16xbf16->bf16’¸æøœ…*
bf16xbf16->f32õÏşéŸí*
f16xf16->f16’¸æøœ…*
f16xf16->f32Æ ©Òø™*
f32xf32->f32•¨»€Û *%
f8e4m3fnuzxf8e4m3fnuz->bf16Í¨‘Š³Í*$
f8e4m3fnuzxf8e4m3fnuz->f32µ¥èƒõÆ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzç¯¿¬úÆ*%
f8e4m3fnuzxf8e5m2fnuz->bf16×»°éÚì*$
f8e4m3fnuzxf8e5m2fnuz->f32óöÂŠ¢¨*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¸Ç¾£ïÑ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÑÖ³Á¤ô*%
f8e5m2fnuzxf8e4m3fnuz->bf16®ƒÅŒÀß*$
f8e5m2fnuzxf8e4m3fnuz->f32ş¢ÄÕ°™*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzË„³Í¹*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÛ˜´öóó
Ğ€€ €*
bf16xbf16->bf16ÉšøÉ©**
bf16xbf16->f32èìÕîô%*
f16xf16->f16²ËåìºÃ"*
f16xf16->f32  “Ë´Á&*
f32xf32->f32ä½³Å±ì*%
f8e4m3fnuzxf8e4m3fnuz->bf16¾¼ãõÊñ)*$
f8e4m3fnuzxf8e4m3fnuz->f32•‹Ì–›üB*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzû£“’úº)*%
f8e4m3fnuzxf8e5m2fnuz->bf16»Ï€™Ğê(*$
f8e4m3fnuzxf8e5m2fnuz->f32î“Ü’@*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÒœåƒ(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz€ŞÛ¨Ù¶(*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÁûÍœö '*$
f8e5m2fnuzxf8e4m3fnuz->f32ó¶Ö¬î…:*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz«œãÛê'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzé¸é¨šŒ(
Ğ€€ €*
bf16xbf16->bf16ü×íˆ“<*
bf16xbf16->f32´»Æü8*
f16xf16->f16÷­º ¾ú:*
f16xf16->f32ÁÿùæÃÔ6*
f32xf32->f32ƒ±£ßœ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ô½Í·¹1*$
f8e4m3fnuzxf8e4m3fnuz->f32Ş½ö¸¶Ûr*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‘îæÒÙ1*%
f8e4m3fnuzxf8e5m2fnuz->bf16ĞæÎç–Ó1*$
f8e4m3fnuzxf8e5m2fnuz->f32×¸Æƒ¶ÕO*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÔ½Í·¹1*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‰Ò×¿ÜÌ1*%
f8e5m2fnuzxf8e4m3fnuz->bf16¥å„üƒ³1*$
f8e5m2fnuzxf8e4m3fnuz->f32€ä‹Ì€Šg*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍ¶·Ìø¢0*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzê¡°ÌÒĞv
Ù€€  €*
bf16xbf16->bf16 úÛùÕËK*
bf16xbf16->f32È¬„Ãå@*
f16xf16->f16ª¡ÕëšJ*
f16xf16->f32ûñµÚŞı?*
f32xf32->f32Ô‰$*&
f8e4m3fnuzxf8e4m3fnuz->bf16Í´¦É¸¡*%
f8e4m3fnuzxf8e4m3fnuz->f32û’´¯ÂÖ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz…”ãı¡*&
f8e4m3fnuzxf8e5m2fnuz->bf16Àé‰ì‚›*%
f8e4m3fnuzxf8e5m2fnuz->f32ÖÇ²*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz·Â·ÇÎÃ<*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÉÂôğ” *&
f8e5m2fnuzxf8e4m3fnuz->bf16°£Ú—çä¢*%
f8e5m2fnuzxf8e4m3fnuz->f32ˆíğó»*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzãğ©è¦Ó?*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzà²Èòûø±
Ğ€€ €*
bf16xbf16->bf16¦Û›¦¼‘*
bf16xbf16->f32òÈ ± ¾*
f16xf16->f16’˜ŠØÍ¿*
f16xf16->f32´ÊÔëÑÃ*
f32xf32->f32åş×áöÚ*%
f8e4m3fnuzxf8e4m3fnuz->bf16¨£¤ìşá*$
f8e4m3fnuzxf8e4m3fnuz->f32ÿÁîŠÔí!*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¨£¤ìşá*%
f8e4m3fnuzxf8e5m2fnuz->bf16š’ŠõæÏ*$
f8e4m3fnuzxf8e5m2fnuz->f32¹’û¢„†%*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¢›ÌËÎ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz©ÈÎò*%
f8e5m2fnuzxf8e4m3fnuz->bf16ò¹ÂÄË§*$
f8e5m2fnuzxf8e4m3fnuz->f32«‰ÆÍ…Ò#*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŒËœÈ×™*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzóöÂŠ¢¨
Ğ€€ €*
bf16xbf16->bf16ü¹“Ş%*
bf16xbf16->f32ëÀ¢¢ÒŸ*
f16xf16->f16ÈÆ·íàü"*
f16xf16->f32Øßõ“Úç *
f32xf32->f32‚¶Ãî¿Ó*%
f8e4m3fnuzxf8e4m3fnuz->bf16°›§×ò£#*$
f8e4m3fnuzxf8e4m3fnuz->f32©·Æñ¼ÿ>*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÆ£Õ¨ª#*%
f8e4m3fnuzxf8e5m2fnuz->bf16€š¶ˆÖö"*$
f8e4m3fnuzxf8e5m2fnuz->f32Ğïàƒšı?*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz°ÈÛŒé½#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¾ˆÆú!*%
f8e5m2fnuzxf8e4m3fnuz->bf16ç¿Øç¿œ$*$
f8e5m2fnuzxf8e4m3fnuz->f32œÓ¡¬²Û=*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz»­ƒáûï"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÀ°ì¦Ş¤"
Ğ€€ €*
bf16xbf16->bf16Òßùˆá«7*
bf16xbf16->f32àªŞã¶9*
f16xf16->f16¾ˆù­6*
f16xf16->f32·îÀÜ¼6*
f32xf32->f32æ¡Îë¿*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÏßşØô5*$
f8e4m3fnuzxf8e4m3fnuz->f32¤¡º¸Ê‡P*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzõÇß¢…Ù5*%
f8e4m3fnuzxf8e5m2fnuz->bf16¾ˆù­6*$
f8e4m3fnuzxf8e5m2fnuz->f32‡éó«øQ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz®ïÆ½º³5*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒ›¼¸Â5*%
f8e5m2fnuzxf8e4m3fnuz->bf16¹®¯ñ¾Ñ5*$
f8e5m2fnuzxf8e4m3fnuz->f32¨ÁúÿáæQ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzëõ–Ø­«7*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzµÍ†¼ôÚ4
Õ€€ €*
bf16xbf16->bf16£Ë¯“ÖµL*
bf16xbf16->f32éÒ¥Ë–çG*
f16xf16->f16Çºí£İ–H*
f16xf16->f32ƒëñÆáäB*
f32xf32->f32ÑÔãôÚ‚*%
f8e4m3fnuzxf8e4m3fnuz->bf16ĞÉÄ–²s*$
f8e4m3fnuzxf8e4m3fnuz->f32ÎÓ‡¸×ãt*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzòÜŞâı¢k*&
f8e4m3fnuzxf8e5m2fnuz->bf16˜Û¬æ—¨*%
f8e4m3fnuzxf8e5m2fnuz->f32ï½‚äÀª£*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzç¿Ò‘æ«C*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzĞ—ÜŸŸ´*&
f8e5m2fnuzxf8e4m3fnuz->bf16òÆµÓ÷“¤*$
f8e5m2fnuzxf8e4m3fnuz->f32çˆö˜Ú÷n*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¸ø„öÙ·C*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz°ÒÅÚ¨
Ù€€  €*
bf16xbf16->bf16¯Ş–“Õº_*
bf16xbf16->f32ºØ«ğZ*
f16xf16->f16è‹îÎÏZ*
f16xf16->f32ú¼Ô‡ÍR*
f32xf32->f32óòÕ¸È¾**&
f8e4m3fnuzxf8e4m3fnuz->bf16Œ»Ÿ®ù•°*%
f8e4m3fnuzxf8e4m3fnuz->f32Õî¢ µµ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÁ´ƒŠ°Ş*&
f8e4m3fnuzxf8e5m2fnuz->bf16¿¤‚ˆµÜÊ*%
f8e4m3fnuzxf8e5m2fnuz->f32ŞÑüÍ×¦*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzêÍ¡¶ÖóT*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzµµõ‘·‚×*&
f8e5m2fnuzxf8e4m3fnuz->bf16ãÙ‘ÀÚŞ*%
f8e5m2fnuzxf8e4m3fnuz->f32ªßÁŞÎ˜¿*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŸ«“âéùU*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzú’çêÄÎÒ
Ğ€€ €*
bf16xbf16->bf16åÉüÑ±£$*
bf16xbf16->f32 ‰ŞÑ©â$*
f16xf16->f16ó¿ÌÁëì#*
f16xf16->f32ç¿Øç¿œ$*
f32xf32->f32¹ãœşã*%
f8e4m3fnuzxf8e4m3fnuz->bf16É´â®‘±'*$
f8e4m3fnuzxf8e4m3fnuz->f32å‘ÿàÉ'*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz  “Ë´Á&*%
f8e4m3fnuzxf8e5m2fnuz->bf16ˆ¶û»Ñ&*$
f8e4m3fnuzxf8e5m2fnuz->f32ÑÃµø¹Á'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¶Ìã˜ª&*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÌ¬ôÊ…ó'*%
f8e5m2fnuzxf8e4m3fnuz->bf16ëÂƒ•(*$
f8e5m2fnuzxf8e4m3fnuz->f32³—ÿÒ³û'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz°Î™µ'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzâ¶©İ°'
Ğ€€ €*
bf16xbf16->bf16›‘ù¤ó™,*
bf16xbf16->f32é´®¾ñ÷,*
f16xf16->f16™í„ââ+*
f16xf16->f32øûÜ£ä”,*
f32xf32->f32Ğ§»Ë*%
f8e4m3fnuzxf8e4m3fnuz->bf16À³ÎûˆûZ*$
f8e4m3fnuzxf8e4m3fnuz->f32Ê£şÁ½’O*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¹Ü¡š™ÑM*%
f8e4m3fnuzxf8e5m2fnuz->bf16ú‚¤“—L*$
f8e4m3fnuzxf8e5m2fnuz->f32 ıÔ±¦L*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzşÕè‚ß)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzó¤öÅˆŒJ*%
f8e5m2fnuzxf8e4m3fnuz->bf16…êŸ´æN*$
f8e5m2fnuzxf8e4m3fnuz->f32àœ³‚ê N*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÔ´‹ïÈú)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÏ­ë‡Óî\
Ö€€ €*
bf16xbf16->bf16‡È¢µ¸˜D*
bf16xbf16->f32˜–¿àéÿC*
f16xf16->f16¢¯£Èˆ—A*
f16xf16->f32 Ò¤±‘ÄA*
f32xf32->f32ÊŸçôº¼*&
f8e4m3fnuzxf8e4m3fnuz->bf16£®øƒİ‘*$
f8e4m3fnuzxf8e4m3fnuz->f32áú½Çn*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzéó–ë¬¾„*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ä–ËÆÆàˆ*%
f8e4m3fnuzxf8e5m2fnuz->f32§»ÓÓäñ‚*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzï–‘Ÿ¤³A*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzğäŸ‚Îùƒ*&
f8e5m2fnuzxf8e4m3fnuz->bf16œí€ÖÒí„*$
f8e5m2fnuzxf8e4m3fnuz->f32Öë­°ÛÖn*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÏÙõœß£@*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzŒÄá”q
Ù€€ €*
bf16xbf16->bf16Èà¨à¶şU*
bf16xbf16->f32êÍ¡¶ÖóT*
f16xf16->f16Í¤÷ãúüQ*
f16xf16->f32¤¡º¸Ê‡P*
f32xf32->f32„ÇéÚ÷¯*&
f8e4m3fnuzxf8e4m3fnuz->bf16õ¥‘ÎŞü­*%
f8e4m3fnuzxf8e4m3fnuz->f32®Àî¯•*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzß×ËÛÀ¡²*&
f8e4m3fnuzxf8e5m2fnuz->bf16 ¼¼ç¥±*%
f8e4m3fnuzxf8e5m2fnuz->f32ÿÂ¦Ÿ™Ş¬*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz´Ÿ§ñß¶R*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz“‹”•“Ô­*&
f8e5m2fnuzxf8e4m3fnuz->bf16û°áé˜Šµ*%
f8e5m2fnuzxf8e4m3fnuz->f32ÙÏÔä¥ß´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¥’»Ç¯‡P*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz˜¢ÎõĞƒ›
Ù€€  €*
bf16xbf16->bf16Ë¹Â§Ñök*
bf16xbf16->f32¼óÈâ“k*
f16xf16->f16†›—™÷¿`*
f16xf16->f32ø˜«ÌÛ­]*
f32xf32->f32¦›†ÀÃƒ/*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ö€ãµÿ’ï*%
f8e4m3fnuzxf8e4m3fnuz->f32‹¥¦×•è*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzğß¶£Ì¼ğ*&
f8e4m3fnuzxf8e5m2fnuz->bf16¡¤›é¨û*%
f8e4m3fnuzxf8e5m2fnuz->f32õ°‘Á»²ë*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÖŸÏÑˆk*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½Û¢ì´÷ı*&
f8e5m2fnuzxf8e4m3fnuz->bf16ƒè±åïŸÛ*%
f8e5m2fnuzxf8e4m3fnuz->f32Û»™ê§‰á*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzèşçß‰ j*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹ÜÄä›öõ
Ğ€€ € *
bf16xbf16->bf16ˆÜö¼ß@*
bf16xbf16->f32µÈÉµÙÛ<*
f16xf16->f16ÃºıÏªè?*
f16xf16->f32ÁêÔÂˆà;*
f32xf32->f32îüÄ’èÌ)*%
f8e4m3fnuzxf8e4m3fnuz->bf16ˆÌ……­K*$
f8e4m3fnuzxf8e4m3fnuz->f32Ãá°˜ÌÔH*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¨µ°íšãJ*%
f8e4m3fnuzxf8e5m2fnuz->bf16ó¿Ş¸¯ïI*$
f8e4m3fnuzxf8e5m2fnuz->f32“ü³Â¿¶I*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzı£ÀÎøK*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŠ—èôK*%
f8e5m2fnuzxf8e4m3fnuz->bf16¹Ü¡š™ÑM*$
f8e5m2fnuzxf8e4m3fnuz->f32–å¤ŒI*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzæóƒÄèãL*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz“ü³Â¿¶I
Û€€ € *
bf16xbf16->bf16ÉŞÿ”—K*
bf16xbf16->f32à¢¢é«¼K*
f16xf16->f16Ÿù…Ò€ÅI*
f16xf16->f32¨ó£î¯ôG*
f32xf32->f32”à¡óóÊ0*&
f8e4m3fnuzxf8e4m3fnuz->bf16ë­‰¦‡ç*%
f8e4m3fnuzxf8e4m3fnuz->f32–†‚»Á­Ğ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz´Ç¥œí±î*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÀÚùüÒ½÷*%
f8e4m3fnuzxf8e5m2fnuz->f32éÄÂ¸áİÊ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzã…Ö‰©Ëï*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÀÚùüÒ½÷*&
f8e5m2fnuzxf8e4m3fnuz->bf16çÜƒ–áÿô*%
f8e5m2fnuzxf8e4m3fnuz->f32–†‚»Á­Ğ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÉ’ÅÅ†*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzïšÏıØ‰
Ù€€ € *
bf16xbf16->bf16ËÍŠş½ËK*
bf16xbf16->f32ß™§úšL*
f16xf16->f16×ÃÙ…¸¼H*
f16xf16->f32ÕÀ ß‹€F*
f32xf32->f32øÄî’¹µ *&
f8e4m3fnuzxf8e4m3fnuz->bf16™¨Ïİ”ö²*%
f8e4m3fnuzxf8e4m3fnuz->f32ö™ªºäÅ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶·ÿ‘àê*&
f8e4m3fnuzxf8e5m2fnuz->bf16üÓôÔĞº*%
f8e4m3fnuzxf8e5m2fnuz->f32Šœ˜Ç‚Ã*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÛË¤Ã”ßH*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzçúËÅöÎ¼*&
f8e5m2fnuzxf8e4m3fnuz->bf16èñ­ÃéÉ¿*%
f8e5m2fnuzxf8e4m3fnuz->f32×Â ·ÿÚÀ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŸ—à²H*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÇ“áİ»ÁÀ
Ù€€ € *
bf16xbf16->bf16“““““`*
bf16xbf16->f32«“¥àÏ_*
f16xf16->f16êÅû¬ÚĞU*
f16xf16->f32Á«µê¤¡[*
f32xf32->f32âß¢øû´#*&
f8e4m3fnuzxf8e4m3fnuz->bf16«İñÅê*%
f8e4m3fnuzxf8e4m3fnuz->f32¤îîÎšÏÛ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“û‚¤Û·å*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ûšñ¶Ô£é*%
f8e4m3fnuzxf8e5m2fnuz->f32¤îîÎšÏÛ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz­î†ÕèZ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¡ÜıŠ™»á*&
f8e5m2fnuzxf8e4m3fnuz->bf16‚«ÁøÛå*%
f8e5m2fnuzxf8e4m3fnuz->f32‹Ñõíæ×í*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz”ÃÅÊºİZ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz½æ²Ò¦„à
Ù€€  € *
bf16xbf16->bf16­¶ƒ”Èót*
bf16xbf16->f32Ò¯£ıšs*
f16xf16->f16ÚÌ¢šƒ¼e*
f16xf16->f32„ÁÂÿ½ád*
f32xf32->f32·È£ª¿2*&
f8e4m3fnuzxf8e4m3fnuz->bf16¨”…°×½³*%
f8e4m3fnuzxf8e4m3fnuz->f32ñàâ„ñÅª*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzò‘£³™®³*&
f8e4m3fnuzxf8e5m2fnuz->bf16‡èûÆ¯Å­*%
f8e4m3fnuzxf8e5m2fnuz->f32óñ›°å”²*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¤¢‹šÆ x*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzà¿°€Ì¦*&
f8e5m2fnuzxf8e4m3fnuz->bf16À¸Øìè¨±*%
f8e5m2fnuzxf8e4m3fnuz->f32­Û÷†‚ø¤*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzé—‡¬“Œy*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¯¶ªø÷­®
Ğ€€ €*
bf16xbf16->bf16 óúı«™*
bf16xbf16->f32ñÊ½–*
f16xf16->f16Ó•’„Ë×*
f16xf16->f32Ğ ø•¶…*
f32xf32->f32€é£ä¼˜
*%
f8e4m3fnuzxf8e4m3fnuz->bf16——éÚÿ§*$
f8e4m3fnuzxf8e4m3fnuz->f32ñì±âÙï*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz•ÎñÀ­õ*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÖùìéÇÍ*$
f8e4m3fnuzxf8e5m2fnuz->f32È”©¬„±*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÑ‘óµä*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÑ‘óµä*%
f8e5m2fnuzxf8e4m3fnuz->bf16‡•·–øÅ*$
f8e5m2fnuzxf8e4m3fnuz->f32“×ƒğê*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzë¡¿³›ö*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzîØ¶ú¾Â
Ğ€€ €*
bf16xbf16->bf16¥…Ò·Şã*
bf16xbf16->f32‰±•½*
f16xf16->f16Ë„³Í¹*
f16xf16->f32ŠÖÚ¹ªì*
f32xf32->f32Ü¦ÀÛÈ‰*%
f8e4m3fnuzxf8e4m3fnuz->bf16à¸Ø¬Ñ©*$
f8e4m3fnuzxf8e4m3fnuz->f32ûç…á²Š*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz†ô–ç§—*%
f8e4m3fnuzxf8e5m2fnuz->bf16·ìô¦¾ğ*$
f8e4m3fnuzxf8e5m2fnuz->f32Í¨ˆ—Ü«*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¤³–ÚËş*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½ƒÕ¾ƒ*%
f8e5m2fnuzxf8e4m3fnuz->bf16ŒÂâèü“*$
f8e5m2fnuzxf8e4m3fnuz->f32Âòœ‹±«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzâ °—Ø…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzµ¾èô»²
Ğ€€ €*
bf16xbf16->bf16ŸÔÃ±ÛÙ'*
bf16xbf16->f32ùŸ¯Ü×÷$*
f16xf16->f16¾Å£§ÓÉ'*
f16xf16->f32ıíüêå%*
f32xf32->f32Ö»‚÷ÄÜ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ıøš­ïş*$
f8e4m3fnuzxf8e4m3fnuz->f32ÁÿùæÃÔ6*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzì˜Ó§Ğ"*%
f8e4m3fnuzxf8e5m2fnuz->bf16ûØ«ê×…<*$
f8e4m3fnuzxf8e5m2fnuz->f32óšî¢¦8*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÄ¦ÅşŸã"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¤‡ÎŒ±"*%
f8e5m2fnuzxf8e4m3fnuz->bf16©íÙµ *$
f8e5m2fnuzxf8e4m3fnuz->f32â˜²ß­óG*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzËÀ íâÃ"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¤‡ÎŒ±"
Ğ€€ €*
bf16xbf16->bf16Ãè ·8*
bf16xbf16->f32¿‹´Œ€3*
f16xf16->f16ä›ğ”÷ğ:*
f16xf16->f32º±®·÷Â.*
f32xf32->f32È¡¯¯Éš*%
f8e4m3fnuzxf8e4m3fnuz->bf16­®°ªõ¥g*$
f8e4m3fnuzxf8e4m3fnuz->f32 óšÄ¬‹U*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÓĞ´…ä¥b*%
f8e4m3fnuzxf8e5m2fnuz->bf16²Ï»æ‰m*$
f8e4m3fnuzxf8e5m2fnuz->f32Ä´Ü‹™åY*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz…äø£¿(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz·¢Å¨Ìµf*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ñ¯œôÚ¥c*$
f8e5m2fnuzxf8e4m3fnuz->f32ëù’š…ìW*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz½‡ÒÉ‹&*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¢üÁ°Šp
Õ€€  €*
bf16xbf16->bf16´àÛ©€šC*
bf16xbf16->f32â¤˜êÆÃ9*
f16xf16->f16š–¢ÚõÇB*
f16xf16->f32„Š³õ¼6*
f32xf32->f32éÇ†×ÓÄ *%
f8e4m3fnuzxf8e4m3fnuz->bf16…“‹‘Êõt*$
f8e4m3fnuzxf8e4m3fnuz->f32í‹¦ÖÚ_*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzØ¹åŞ›ôŒ*&
f8e4m3fnuzxf8e5m2fnuz->bf16±¤ÚÛŒŒ*$
f8e4m3fnuzxf8e5m2fnuz->f32Ì®Îÿë¢{*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz›Òµı˜œ/*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzçÿ¼ñŞŞ“*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÿ¢°Ñ«‰*$
f8e5m2fnuzxf8e4m3fnuz->f32¶É‘¿Ìñy*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzßïŞ–è³/*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¯‚‚µ‹Š
Ğ€€ €*
bf16xbf16->bf16ÀÜ“…øè*
bf16xbf16->f32Ñ¼ºÕØ¸*
f16xf16->f16‰±•½*
f16xf16->f32ä¿ü¯ˆê*
f32xf32->f32²²­ö–*%
f8e4m3fnuzxf8e4m3fnuz->bf16¢£İÊé*$
f8e4m3fnuzxf8e4m3fnuz->f32š’ŠõæÏ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzˆ£Éâ  *%
f8e4m3fnuzxf8e5m2fnuz->bf16¸Ç¾£ïÑ*$
f8e4m3fnuzxf8e5m2fnuz->f32À‚²üÑŸ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz«Îí ÈÀ *+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzæÛ»ç—è*%
f8e5m2fnuzxf8e4m3fnuz->bf16‘äÓÖ²*$
f8e5m2fnuzxf8e4m3fnuz->f32’Ì¨ˆë*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzĞ™ˆÀ”Æ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÉ“ôêÙ
Ğ€€ €*
bf16xbf16->bf16àÿå†öˆ+*
bf16xbf16->f32à®Œ®ÖÕ)*
f16xf16->f16ØŒÒü¾,*
f16xf16->f32í‹•®»Ñ'*
f32xf32->f32•ÎñÀ­õ*%
f8e4m3fnuzxf8e4m3fnuz->bf16½ãÎû£¹'*$
f8e4m3fnuzxf8e4m3fnuz->f32Í·÷Î¯Ğ9*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¤‘óá(*%
f8e4m3fnuzxf8e5m2fnuz->bf16¸´õ³â'*$
f8e4m3fnuzxf8e5m2fnuz->f32ûØ«ê×…<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŸÔÃ±ÛÙ'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÌ¬ôÊ…ó'*%
f8e5m2fnuzxf8e4m3fnuz->bf16º„êº˜'*$
f8e5m2fnuzxf8e4m3fnuz->f32€€€À²Í;*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÓÍéÜç€'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÉ´â®‘±'
Ğ€€ €*
bf16xbf16->bf16şüÚ†—:*
bf16xbf16->f32³„»Œí»7*
f16xf16->f16õ˜¦©¨;*
f16xf16->f32ğıÆŞ£7*
f32xf32->f32ŠğĞù¹¥*%
f8e4m3fnuzxf8e4m3fnuz->bf16ˆÊó¬Ä­e*$
f8e4m3fnuzxf8e4m3fnuz->f32ı£ÀÎøK*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzç£»ÁßñN*%
f8e4m3fnuzxf8e5m2fnuz->bf16æ€šÓ¤ÜP*$
f8e4m3fnuzxf8e5m2fnuz->f32ˆÌ……­K*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz²âĞÂ—¯0*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz›¥ó²’M*%
f8e5m2fnuzxf8e4m3fnuz->bf16ç£»ÁßñN*$
f8e5m2fnuzxf8e4m3fnuz->f32¼–áûÏòJ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‚àèé¼ø/*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzç®ş¥çöO
Ô€€ €*
bf16xbf16->bf16¯×‘ş™äL*
bf16xbf16->f32Ä³Ç‰ç¾G*
f16xf16->f16ÓÀøÉK*
f16xf16->f32Ü­Å‹àß@*
f32xf32->f32ê·Ôü¹î"*&
f8e4m3fnuzxf8e4m3fnuz->bf16¸÷¸öğ—*$
f8e4m3fnuzxf8e4m3fnuz->f32©ÁÚƒØ…r*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶˜±×›€¥*%
f8e4m3fnuzxf8e5m2fnuz->bf16½‹ö’¬z*$
f8e4m3fnuzxf8e5m2fnuz->f32£µíğ‡ôu*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzğÌÂ£è¾<*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzß¢Çÿ¸¢*%
f8e5m2fnuzxf8e4m3fnuz->bf16’œ¦ëŞ¿}*$
f8e5m2fnuzxf8e4m3fnuz->f32€€€€åšw*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz»«°ìó³=*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzôôäï•‰«
Ù€€  €*
bf16xbf16->bf16ùµçüé´a*
bf16xbf16->f32ËÈ°•…J*
f16xf16->f16ÖÃˆÜÀ„\*
f16xf16->f32·ÚØ¶»…I*
f32xf32->f32¯†ÆÂú%*&
f8e4m3fnuzxf8e4m3fnuz->bf16…Çˆ…·*%
f8e4m3fnuzxf8e4m3fnuz->f32íšÀºğÚŒ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzİë‘öÏÜ*&
f8e4m3fnuzxf8e5m2fnuz->bf16‰é¸—²Ê³*%
f8e4m3fnuzxf8e5m2fnuz->f32æÛ†ÂÉ­*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¥ùĞ†ÿÉJ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÍÿç½ê§Ö*&
f8e5m2fnuzxf8e4m3fnuz->bf16Û—Ì¬µ¡¾*%
f8e5m2fnuzxf8e4m3fnuz->f32ä’äìæ‹*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‹‰ìôH*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¾¥ºñ„€é
Ğ€€ €*
bf16xbf16->bf16°ÈÛŒé½#*
bf16xbf16->f32’•˜À’$*
f16xf16->f16Ã—™•Š#*
f16xf16->f32¨´üÓòÉ!*
f32xf32->f32‘˜çõí«*%
f8e4m3fnuzxf8e4m3fnuz->bf16úá¦½Ê"*$
f8e4m3fnuzxf8e4m3fnuz->f32À¢İÕ«ÃC*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzç¿Øç¿œ$*%
f8e4m3fnuzxf8e5m2fnuz->bf16î¼°¸©’"*$
f8e4m3fnuzxf8e5m2fnuz->f32ìÄÒ«®é8*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÎ£ÉîÒ¹&*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzü¹“Ş%*%
f8e5m2fnuzxf8e4m3fnuz->bf16°ÈÛŒé½#*$
f8e5m2fnuzxf8e4m3fnuz->f32á¥¦§ı„:*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzóù¢ô±&*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz°š÷‚ÿ¢%
Ğ€€ €*
bf16xbf16->bf16Èï®úÁû6*
bf16xbf16->f32ì•õÕûü7*
f16xf16->f16ÊêÔ§Ã†5*
f16xf16->f32¡Ó’Øæ÷4*
f32xf32->f32Ç€ŠüÀÊ*%
f8e4m3fnuzxf8e4m3fnuz->bf16÷‰Ñõ¢„4*$
f8e4m3fnuzxf8e4m3fnuz->f32”ÆèÛèøK*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz€ò…¦€Å3*%
f8e4m3fnuzxf8e5m2fnuz->bf16¶ÆÓÅÌ4*$
f8e4m3fnuzxf8e5m2fnuz->f32ş‘éÜÙÂd*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¬ö…œ³È-*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÀ×üÈÙËl*%
f8e5m2fnuzxf8e4m3fnuz->bf16€ò…¦€Å3*$
f8e5m2fnuzxf8e4m3fnuz->f32›¥ó²’M*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŞ½êö3*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‹œğâ€ÅL
Ö€€ €*
bf16xbf16->bf16¯×‘ş™äL*
bf16xbf16->f32²ûè¦ˆ¢J*
f16xf16->f16äèÓëä¯I*
f16xf16->f32ˆÈ¨ÏµªG*
f32xf32->f32Ğ×é¼À€*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ç¡ü¶µƒ*%
f8e4m3fnuzxf8e4m3fnuz->f32çÿ¼ñŞŞ“*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz†²šÏà e*&
f8e4m3fnuzxf8e5m2fnuz->bf16õ„È¦®˜*%
f8e4m3fnuzxf8e5m2fnuz->f32œ‘Œ—“©•*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¸°‡éí¥C*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz€ûÀ³âĞ’*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ê„¨‘Ğa*$
f8e5m2fnuzxf8e4m3fnuz->f32œ®¢òûz*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÛæ³§Ÿ¶B*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÀé‰ì‚›
Ù€€ €*
bf16xbf16->bf16ç…Ä³—•\*
bf16xbf16->f32•Ä¶øù¤Z*
f16xf16->f16Û¶¯Ü½êY*
f16xf16->f32áÂì£®Q*
f32xf32->f32·³ŒŒÔ&*&
f8e4m3fnuzxf8e4m3fnuz->bf16È—˜”Î*%
f8e4m3fnuzxf8e4m3fnuz->f32°ÒÅÚ¨*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÄëêŒ‹´¥*&
f8e4m3fnuzxf8e5m2fnuz->bf16·ÆŠ•›Á¸*%
f8e4m3fnuzxf8e5m2fnuz->f32¡ğãÊÒ’©*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzü¬È‡˜ÃX*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz“Ï“¤Ü¼ª*&
f8e5m2fnuzxf8e4m3fnuz->bf16 ¼¼ç¥±*%
f8e5m2fnuzxf8e4m3fnuz->f32ÄÊí¯İÃ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzéÄñÎ“•X*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÛÜàÔêËÎ
Ù€€  €*
bf16xbf16->bf16îÁ¤îëÊr*
bf16xbf16->f32“—ğ¯°ôc*
f16xf16->f16˜Âîìğõj*
f16xf16->f32‹Ä¾­¤’Z*
f32xf32->f32å—˜†¡,*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÈÊ¡ï»ÒÌ*%
f8e4m3fnuzxf8e4m3fnuz->f32áÉ¥±¢Òû*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzğ½°öıíŸ*&
f8e4m3fnuzxf8e5m2fnuz->bf16®â»ëÉå*%
f8e4m3fnuzxf8e5m2fnuz->f32¥†ß¼µìå*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzùãª¬—‰c*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¼›‚÷ö™*&
f8e5m2fnuzxf8e4m3fnuz->bf16Ì€­¦­ú*%
f8e5m2fnuzxf8e4m3fnuz->f32—ü­ÆÊâÿ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz’›£Œ‹ûc*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzö¶´¦°…¥
Ğ€€ €*
bf16xbf16->bf16ì•‡¸-*
bf16xbf16->f32àÿå†öˆ+*
f16xf16->f16«œË¬¡+*
f16xf16->f32¼Ôèß‹ç**
f32xf32->f32ğ´òã*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ï­ë‡Óî\*$
f8e4m3fnuzxf8e4m3fnuz->f32»Ù¢¬ŒŞg*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz»Ù¢¬ŒŞg*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÊÃåÎ¹…_*$
f8e4m3fnuzxf8e5m2fnuz->f32ôÔÂød*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÌ µû½’)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz™Ğšƒªóa*%
f8e5m2fnuzxf8e4m3fnuz->bf16’Á¿ÒÜóc*$
f8e5m2fnuzxf8e4m3fnuz->f32«Øêæ©±k*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¼é‰•ıŸ**+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz²ˆŠ£óÏh
Ô€€ €*
bf16xbf16->bf16¸°‡éí¥C*
bf16xbf16->f32‹æÃ§¸ÍB*
f16xf16->f16Õ™ú‚´@*
f16xf16->f32Ó¦Ø‘@*
f32xf32->f32ï¸³À¶²*&
f8e4m3fnuzxf8e4m3fnuz->bf16›¹í˜€×†*$
f8e4m3fnuzxf8e4m3fnuz->f32ÓĞ©ˆ‡|*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÁÈŠ¿­×x*%
f8e4m3fnuzxf8e5m2fnuz->bf16ğäÒ˜‘é}*%
f8e4m3fnuzxf8e5m2fnuz->f32Ï¼½ä•²…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‰ÒÇÏ¨ï<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzùÈ—Åãv*%
f8e5m2fnuzxf8e4m3fnuz->bf16š×ïßÊy*%
f8e5m2fnuzxf8e4m3fnuz->f32›¹í˜€×†*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz»«°ìó³=*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz†ÖãÃÉ…
Ù€€ €*
bf16xbf16->bf16¤ªâÌÀšX*
bf16xbf16->f32¦³Öù¡ïV*
f16xf16->f16“É…ôîU*
f16xf16->f32…âÎˆşæQ*
f32xf32->f32¯ÅŠÚ£»!*&
f8e4m3fnuzxf8e4m3fnuz->bf16¹Â­“Õ«»*%
f8e4m3fnuzxf8e4m3fnuz->f32Ôšù´²ô®*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz†‚§å„™£*&
f8e4m3fnuzxf8e5m2fnuz->bf16±¡ÈÕ³À­*%
f8e4m3fnuzxf8e5m2fnuz->f32å“ÒÅ™ã±*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÒà¡ˆÅİO*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz•®Ÿ¡¿¦¤*&
f8e5m2fnuzxf8e4m3fnuz->bf16ˆ’¡¦£ì¨*%
f8e5m2fnuzxf8e4m3fnuz->f32ğñØ‚ƒ¦*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¢€¯ØÙ‚O*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÓå„¯Ë®
Ù€€ €*
bf16xbf16->bf16”§ïØ­›n*
bf16xbf16->f32¢†½½¥êl*
f16xf16->f16Ü÷÷çñc*
f16xf16->f32˜ØõîàÌ_*
f32xf32->f32ÑÈ©õê+*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÄºƒÈÜô*%
f8e4m3fnuzxf8e4m3fnuz->f32ç½Ú³ö¶ş*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‚æ‹³ŠÛ°*&
f8e4m3fnuzxf8e5m2fnuz->bf16¬ñ­ê« …*%
f8e4m3fnuzxf8e5m2fnuz->f32Ä€Çˆğˆ…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzà©ôíÊ¬m*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz°„İÙáëÕ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÿ ¸—“•³*%
f8e5m2fnuzxf8e4m3fnuz->f32´ö¸¨âÖì*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŸ‰§¦³“n*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¢´ªôÿ™–
Ù€€  €*
bf16xbf16->bf16£³¾úúá{*
bf16xbf16->f32íğóóÈs*
f16xf16->f16ˆÛˆ’o*
f16xf16->f32†ÅÜÃÖåc*
f32xf32->f32ˆĞ­ÉÑš1*&
f8e4m3fnuzxf8e4m3fnuz->bf16»½î–›¼*%
f8e4m3fnuzxf8e4m3fnuz->f32Ü„ˆÉŒ¸±*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzú¯¶íôŠÂ*&
f8e4m3fnuzxf8e5m2fnuz->bf16Šÿ¶îµºÈ*%
f8e4m3fnuzxf8e5m2fnuz->f32“—íÓ˜ì¬*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz Ü®äêÓ|*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÖÄ¸½ÏÂ*&
f8e5m2fnuzxf8e4m3fnuz->bf16Ì®‰¿¡¦*%
f8e5m2fnuzxf8e4m3fnuz->f32€…ôÓÆ™±*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzñ±¿§Óöz*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¤É¥Æ‚É
Û€€ € *
bf16xbf16->bf16Î‰øÍ˜âK*
bf16xbf16->f32ƒ®õ òJ*
f16xf16->f16ï£¬½®ˆK*
f16xf16->f32‡¹ÈÃœÌG*
f32xf32->f32·âÑäÀş/*&
f8e4m3fnuzxf8e4m3fnuz->bf16Š—¶Ç‰“Ò*%
f8e4m3fnuzxf8e4m3fnuz->f32šÌ„ĞœÍ¶*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzáŸìÍ¶Ö¸*&
f8e4m3fnuzxf8e5m2fnuz->bf16÷²ÅØ˜¼Ï*%
f8e4m3fnuzxf8e5m2fnuz->f32à™±€û¤·*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzóŒß¥ù¶*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzö™ªºäÅ*&
f8e5m2fnuzxf8e4m3fnuz->bf16–ùœ³Ç*%
f8e5m2fnuzxf8e4m3fnuz->f32íÃÜ¬± ¼*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz÷Âé£Ù½*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¥Ü™İÔØ¸
Ù€€ € *
bf16xbf16->bf16œ‹­¸•K*
bf16xbf16->f32É»ä‹±€L*
f16xf16->f16ºŸóõ£G*
f16xf16->f32À“£¤ÒáF*
f32xf32->f32‰€Ğ¾í*&
f8e4m3fnuzxf8e4m3fnuz->bf16ûó°ˆµªÀ*%
f8e4m3fnuzxf8e4m3fnuz->f32ıÜ¸¸‡“*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¬èÔ‰°ˆ—*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÉÂôğ” *%
f8e4m3fnuzxf8e5m2fnuz->f32‹í¨³¢œ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÖôış•D*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÊÂûÓÀÀ‹*&
f8e5m2fnuzxf8e4m3fnuz->bf16¸¥ºËæ™*%
f8e5m2fnuzxf8e4m3fnuz->f32øî¢åÚ¡*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzšì÷îáÛC*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¬‹Ô¼ô 
Ù€€ € *
bf16xbf16->bf16›‡â»Éê^*
bf16xbf16->f32İ€Œ‘ú‰^*
f16xf16->f16•Ÿíƒ‡«W*
f16xf16->f32ª¡’¦·[*
f32xf32->f32¯²®õä"*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÏÈİğ¨õ*%
f8e4m3fnuzxf8e4m3fnuz->f32ˆñóÒ÷í*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz’àÎŞıå*&
f8e4m3fnuzxf8e5m2fnuz->bf16Å´‡®¢°â*%
f8e4m3fnuzxf8e5m2fnuz->f32 êÍ˜¡îè*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÓ¦°û¶Q*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¢»§¤éÖë*&
f8e5m2fnuzxf8e4m3fnuz->bf16ì¼ÏÛÛ*%
f8e5m2fnuzxf8e4m3fnuz->f32»ÜŸõÅê*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‹ó×‘”’Q*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzèÓš„¢î
Ù€€ € *
bf16xbf16->bf16Ê™Ï‚ìv*
bf16xbf16->f32Úıê´”Ğu*
f16xf16->f16¸ãÒ¿±˜i*
f16xf16->f32ñŠ•˜š¢f*
f32xf32->f32½’÷Ë÷‡0*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ş´ÏÙé¨»*%
f8e4m3fnuzxf8e4m3fnuz->f32Œ­¾ÍØÖ±*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz±¡ºúÍ³*&
f8e4m3fnuzxf8e5m2fnuz->bf16ø‰Ø—¥Á*%
f8e4m3fnuzxf8e5m2fnuz->f32éïæ×®®*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæÖÂíÔów*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzå¯ÄØŠ–Ó*&
f8e5m2fnuzxf8e4m3fnuz->bf16İîê¬±Ì¼*%
f8e5m2fnuzxf8e4m3fnuz->f32Ìş°³ÇÎ¬*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŠ£§†‘ìv*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz±¡ºúÍ³
Û€€  € *
bf16xbf16->bf16Ëø½çĞé|*
bf16xbf16->f32¼Š‡åõ}*
f16xf16->f16µ€§¾©æq*
f16xf16->f32í”ùêû…l*
f32xf32->f32§î°Ñï3*&
f8e4m3fnuzxf8e4m3fnuz->bf16…€È·‘åŒ*%
f8e4m3fnuzxf8e4m3fnuz->f32ÖÛß·Üßê*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz™øº»‹ç*&
f8e4m3fnuzxf8e5m2fnuz->bf16ìŸõæşÖş*%
f8e4m3fnuzxf8e5m2fnuz->f32–ŠêÕñ³é*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz—£™›ÄŒ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‘öãµÂÌˆ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ŞÁ›ÆËÿŒ*%
f8e5m2fnuzxf8e4m3fnuz->f32Ü«›¤Ú´ú*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÑïçû…ÃŠ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÛûÜİ‰ÿˆ
Ğ€ € €*
bf16xbf16->bf16Ó·œ»¿Ù*
bf16xbf16->f32°ªÜ‚–*
f16xf16->f16­°ÊĞÙÓ*
f16xf16->f32ÃÉ€ÊÓé*
f32xf32->f32Ÿ²æ•Ø*%
f8e4m3fnuzxf8e4m3fnuz->bf16ßÁñº„¹*$
f8e4m3fnuzxf8e4m3fnuz->f32‚†Ê¹½¸*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz®Öˆ‹Ã÷*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÎñÛ”ï*$
f8e4m3fnuzxf8e5m2fnuz->f32”É¢øø›*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz·ÏÎíÖ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¹Í€·‘“*%
f8e5m2fnuzxf8e4m3fnuz->bf16òÈ ± ¾*$
f8e5m2fnuzxf8e4m3fnuz->f32‚æÛÕ¡û*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzºÛûĞ«‹*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz®Öˆ‹Ã÷
Ğ€ € €*
bf16xbf16->bf16”ĞÓ† ß)*
bf16xbf16->f32°ºâƒÛà&*
f16xf16->f16ÃÕóë**
f16xf16->f32âÙãÄ³ß#*
f32xf32->f32å¼£•ËÑ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÓËóÿÚè*$
f8e4m3fnuzxf8e4m3fnuz->f32ó¥ˆÌ·©@*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzáä¢Ä²*%
f8e4m3fnuzxf8e5m2fnuz->bf16ïÂİÄ‡Ë*$
f8e4m3fnuzxf8e5m2fnuz->f32ŠÕÓæÈÓ?*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz×êûØò*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzàÊİ‡´İ*%
f8e5m2fnuzxf8e4m3fnuz->bf16ñÉ™–óù*$
f8e5m2fnuzxf8e4m3fnuz->f32ƒëñÆáäB*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz µª¡„ğ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz»ÆÄ¹»æ
Ğ€ € €*
bf16xbf16->bf16àªŞã¶9*
bf16xbf16->f32ĞæÎç–Ó1*
f16xf16->f16´’İÆ…–6*
f16xf16->f32ËÙû•å.*
f32xf32->f32ï‡õ†û*%
f8e4m3fnuzxf8e4m3fnuz->bf16ğ•Ì€ÏŒl*$
f8e4m3fnuzxf8e4m3fnuz->f32õÈÄ¿„œ]*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‚Õ©…‘Àw*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ù’¦»¹j*$
f8e4m3fnuzxf8e5m2fnuz->f32™Ÿªùö`*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÊˆ×—ğ©(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÃËÌÎú‰t*%
f8e5m2fnuzxf8e4m3fnuz->bf16¥Êí¬l*$
f8e5m2fnuzxf8e4m3fnuz->f32ÄªÓË”¿b*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍ‹©—æÃ(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz›ïîß s
Ğ€ € €*
bf16xbf16->bf16¸òçüA*
bf16xbf16->f32Æ”“Şê©9*
f16xf16->f16Ø›ÅŸúB*
f16xf16->f32Óı›Òƒ7*
f32xf32->f32µ¢ÇãÈ›*%
f8e4m3fnuzxf8e4m3fnuz->bf16«ö¿¶×m*$
f8e4m3fnuzxf8e4m3fnuz->f32¸ğœ³ Úa*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÇÏÚºÈm*%
f8e4m3fnuzxf8e5m2fnuz->bf16ßÈ¹Êßk*$
f8e4m3fnuzxf8e5m2fnuz->f32¥ÎÕóÿa*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÊìÆŸĞæ-*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz©ÁÚƒØ…r*%
f8e5m2fnuzxf8e4m3fnuz->bf16İ­™ÚèÈo*$
f8e5m2fnuzxf8e4m3fnuz->f32¶½îÛŸÍc*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz÷éê’´ô-*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzàìÔÿÂéo
Ö€ €  €*
bf16xbf16->bf16ÄÚö‹âîJ*
bf16xbf16->f32–ª¨Œ´â;*
f16xf16->f16·¤ÔËûI*
f16xf16->f32èŒäËâÃ9*
f32xf32->f32é¹—›Š‹ *&
f8e4m3fnuzxf8e4m3fnuz->bf16Ã£‹”…*$
f8e4m3fnuzxf8e4m3fnuz->f32âîóŸ­èy*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz°„Ê’ÅÏ±*&
f8e4m3fnuzxf8e5m2fnuz->bf16£Åğî §”*$
f8e4m3fnuzxf8e5m2fnuz->f32ü¬ ÚÙñz*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‚€ÛŠ«¦4*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzşÈÔ‘Õ­*&
f8e5m2fnuzxf8e4m3fnuz->bf16ó¨Ó ü“*$
f8e5m2fnuzxf8e4m3fnuz->f32Ö÷®šñz*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍ‡Ñ·€è3*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÈÖÅÏ²“›
Ğ€ € €*
bf16xbf16->bf16üÅˆ«á²**
bf16xbf16->f32Ğ¹¢ÖÅ**
f16xf16->f16¼é‰•ıŸ**
f16xf16->f32³—ÿÒ³û'*
f32xf32->f32éÚø©¶²*%
f8e4m3fnuzxf8e4m3fnuz->bf16¤‘óá(*$
f8e4m3fnuzxf8e4m3fnuz->f32ô¹Ëµ–ŸB*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz„æÂÂÖÀ%*%
f8e4m3fnuzxf8e5m2fnuz->bf16¾Å£§ÓÉ'*$
f8e4m3fnuzxf8e5m2fnuz->f32Ğïàƒšı?*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¾Å£§ÓÉ'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzĞÀ¾ê˜“&*%
f8e5m2fnuzxf8e4m3fnuz->bf16ëÂƒ•(*$
f8e5m2fnuzxf8e4m3fnuz->f32õ‚º´ñA*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzìÈöå™Ù(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÉ´â®‘±'
Ğ€ € €*
bf16xbf16->bf16©»ÆäĞ>*
bf16xbf16->f32©´µ®‡Ğ8*
f16xf16->f16¦—çÿµÑ=*
f16xf16->f32ì€ş®Íó6*
f32xf32->f32™†Œ²è•*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ã‘ÄÁÎ¶/*$
f8e4m3fnuzxf8e4m3fnuz->f32õÖ„ÓÃs*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzş‘éÜÙÂd*%
f8e4m3fnuzxf8e5m2fnuz->bf16¶Ñ¨«€§c*$
f8e4m3fnuzxf8e5m2fnuz->f32ıÖìÒà–r*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÄŠ şòŸ1*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÔêÿù§şi*%
f8e5m2fnuzxf8e4m3fnuz->bf16“ÍÙè®úg*$
f8e5m2fnuzxf8e4m3fnuz->f32ÈÁñço*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‰Ò×¿ÜÌ1*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzäÄ¡…¯Ş`
Ù€ € €*
bf16xbf16->bf16°ğÜà§±N*
bf16xbf16->f32¸°‡éí¥C*
f16xf16->f16»ÈÂ”³èD*
f16xf16->f32ø¥Áøí?*
f32xf32->f32Œ„ÄÌ•Í"*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ôà¡ïê¥*%
f8e4m3fnuzxf8e4m3fnuz->f32¯¾áÌĞ´’*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÔÙÄä»–¡*&
f8e4m3fnuzxf8e5m2fnuz->bf16ôôäï•‰«*%
f8e4m3fnuzxf8e5m2fnuz->f32ø¬Â÷Ÿå•*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz°«È ô¦<*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¦îÈ¾ÔÊ¬*&
f8e5m2fnuzxf8e4m3fnuz->bf16ôôäï•‰«*%
f8e5m2fnuzxf8e4m3fnuz->f32Êîœş›ƒ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzìéÙÉèş:*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÂÎ«Õ´¥©
×€ € €*
bf16xbf16->bf16…Ë¢µ§`*
bf16xbf16->f32úˆ²µ¯¹N*
f16xf16->f16À³ÎûˆûZ*
f16xf16->f32“ĞùÊH*
f32xf32->f32óµÜ°Û$*&
f8e4m3fnuzxf8e4m3fnuz->bf16°ŠÆ–àıº*$
f8e4m3fnuzxf8e4m3fnuz->f32ñŸ¡Æ°ã|*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzşäşèÊíÈ*&
f8e4m3fnuzxf8e5m2fnuz->bf16úÜì°ŒÀ¸*%
f8e4m3fnuzxf8e5m2fnuz->f32ÃÕ¦İöò€*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¹š¸ç‹‰H*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzƒæ‚Ï¡ìÈ*&
f8e5m2fnuzxf8e4m3fnuz->bf16¬½‘åš¹º*$
f8e5m2fnuzxf8e4m3fnuz->f32“ıà”º|*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz®°‹ëË G*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz³²Ö´Š
Ù€ €  €*
bf16xbf16->bf16ÜÎµ«­¢a*
bf16xbf16->f32¨óêæ»öQ*
f16xf16->f16ã»¯¸˜æ[*
f16xf16->f32­áÁªĞÇM*
f32xf32->f32ù˜İÎÊô'*&
f8e4m3fnuzxf8e4m3fnuz->bf16÷²ÅØ˜¼Ï*%
f8e4m3fnuzxf8e4m3fnuz->f32šîá«•â¸*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶îèƒ‹èñ*&
f8e4m3fnuzxf8e5m2fnuz->bf16Œ«¦ÀÅõĞ*%
f8e4m3fnuzxf8e5m2fnuz->f32—ßÏºÁ¥·*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzíõÕ§O*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzèÓš„¢î*&
f8e5m2fnuzxf8e4m3fnuz->bf16Âà¥„ø³Ó*%
f8e5m2fnuzxf8e4m3fnuz->f32ëàâÓÀ¸*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzº±¦ûÃŸO*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÏ‘ì±´ïİ
Ğ€ € €*
bf16xbf16->bf16³” ¸»ğ4*
bf16xbf16->f32‰Ò×¿ÜÌ1*
f16xf16->f16ˆ£Œ±ä 4*
f16xf16->f32ÉÍç„“ò2*
f32xf32->f32é¨®á–Ë*%
f8e4m3fnuzxf8e4m3fnuz->bf16á¸¡­êğ4*$
f8e4m3fnuzxf8e4m3fnuz->f32ÉÈğºél*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz­®°ªõ¥g*%
f8e4m3fnuzxf8e5m2fnuz->bf16‹ÇÀ¼ÎÙc*$
f8e4m3fnuzxf8e5m2fnuz->f32Å‹ÛãÄ‰i*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzº±®·÷Â.*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzã·¡ñÿçm*%
f8e5m2fnuzxf8e4m3fnuz->bf16“ÿñ¿¡¨o*$
f8e5m2fnuzxf8e4m3fnuz->f32“ÍÙè®úg*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÿ”µ€Ô.*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz±ÜÀÖ d
Ö€ € €*
bf16xbf16->bf16ˆÌ……­K*
bf16xbf16->f32ˆÈ¨ÏµªG*
f16xf16->f16°ø€–¶àG*
f16xf16->f32¡·ÊìÌE*
f32xf32->f32§ôµğ Õ*&
f8e4m3fnuzxf8e4m3fnuz->bf16õ¦ÂÛ±Õ„*%
f8e4m3fnuzxf8e4m3fnuz->f32†½ÄÌ‡£*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzèÇÉËœúl*&
f8e4m3fnuzxf8e5m2fnuz->bf16î¸Ğ²ãš*%
f8e4m3fnuzxf8e5m2fnuz->f32òÆµÓ÷“¤*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz›–ÎµÎêB*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzºø¡½ë£{*&
f8e5m2fnuzxf8e4m3fnuz->bf16¤¯¨¹¬²¦*%
f8e5m2fnuzxf8e4m3fnuz->f32ï½‚äÀª£*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz´»Áü†åB*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzŞ˜ú—İp
Ù€ € €*
bf16xbf16->bf16™å¿ÂéÇa*
bf16xbf16->f32äñÁë´ùV*
f16xf16->f16× ³×ìX*
f16xf16->f32ßµá³øâS*
f32xf32->f32óƒ•‡¤à'*&
f8e4m3fnuzxf8e4m3fnuz->bf16·äÑ…°÷Ê*%
f8e4m3fnuzxf8e4m3fnuz->f32Û—Ì¬µ¡¾*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz§®àßàèÇ*&
f8e4m3fnuzxf8e5m2fnuz->bf16³ µ†ÔæÃ*%
f8e4m3fnuzxf8e5m2fnuz->f32í¼³ÉÂÖÁ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŠ×ÏĞŸ“R*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¿¤‚ˆµÜÊ*&
f8e5m2fnuzxf8e4m3fnuz->bf16Æ¼¿ĞÈìÌ*%
f8e5m2fnuzxf8e4m3fnuz->f32÷„òÂ½*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÛ¤»å¿U*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz÷„òÂ½
Ù€ € €*
bf16xbf16->bf16ï¤ğä¬r*
bf16xbf16->f32ó¼±´§çc*
f16xf16->f16„†êïÉãk*
f16xf16->f32ÂºÃıÕ^*
f32xf32->f32€Ãøç¿´**&
f8e4m3fnuzxf8e4m3fnuz->bf16¦§öğÆ‚÷*%
f8e4m3fnuzxf8e4m3fnuz->f32ª÷ğ•†‰ç*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzûÿ“–ÇŒş*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÑÿĞõ´ò*%
f8e4m3fnuzxf8e5m2fnuz->f32Íå°•¦¼ó*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzµŠŸù±¬d*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‚ØÏåÚåˆ*&
f8e5m2fnuzxf8e4m3fnuz->bf16¦§öğÆ‚÷*%
f8e5m2fnuzxf8e4m3fnuz->f32¨·å˜’Şï*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzëª•°€îc*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÎö¦§Éã…
Ù€ €  €*
bf16xbf16->bf16Š¢İø¦îs*
bf16xbf16->f32 Ô”©Øi*
f16xf16->f16ÕóïæıÛi*
f16xf16->f32¾åº¨–é^*
f32xf32->f32¿“èÔø·.*&
f8e4m3fnuzxf8e4m3fnuz->bf16½›ÃõÅÛ§*%
f8e4m3fnuzxf8e4m3fnuz->f32ç‚¸øÂ‘*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‡èûÆ¯Å­*&
f8e4m3fnuzxf8e5m2fnuz->bf16à÷ÕÙÏÄŸ*%
f8e4m3fnuzxf8e5m2fnuz->f32˜®°Şê*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzê˜…Ì•™l*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÒÓ»¿Â÷¦*&
f8e5m2fnuzxf8e4m3fnuz->bf16¸€¦ë¨£¨*%
f8e5m2fnuzxf8e4m3fnuz->f32ÙÌ’ëÀåŠ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‡†§Ş€l*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz÷ÕÜ©Çº
Ù€ € €*
bf16xbf16->bf16–¢»Ã×ô=*
bf16xbf16->f32÷ºÑû®=*
f16xf16->f16·Â·ÇÎÃ<*
f16xf16->f32ê­™ÆÄ÷;*
f32xf32->f32ÆÃÛÕô¼*&
f8e4m3fnuzxf8e4m3fnuz->bf16Àé‰ì‚›*%
f8e4m3fnuzxf8e4m3fnuz->f32‡İì²¦‹*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzøî¢åÚ¡*&
f8e4m3fnuzxf8e5m2fnuz->bf16ûïúª­é§*%
f8e4m3fnuzxf8e5m2fnuz->f32‘õœ¸²Ä‰*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzìÜŸâù2*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz®ñŒ‡ìªŸ*&
f8e5m2fnuzxf8e4m3fnuz->bf16òÆµÓ÷“¤*%
f8e5m2fnuzxf8e4m3fnuz->f32—æŒí‡Ö*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÅÁà®°‹4*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzòÆµÓ÷“¤
Ù€ € €*
bf16xbf16->bf16¯ÎŞœ½¹S*
bf16xbf16->f32ø±¥©ÉT*
f16xf16->f16†´ªÇÿµP*
f16xf16->f32ç®ş¥çöO*
f32xf32->f32Í½ÿ¤ğÄ!*&
f8e4m3fnuzxf8e4m3fnuz->bf16”Ó¬æÀ›Ã*%
f8e4m3fnuzxf8e4m3fnuz->f32ğà¹æÀ´Ã*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz×àŒˆçĞÂ*&
f8e4m3fnuzxf8e5m2fnuz->bf16¨©©ÜÃ´Ç*%
f8e4m3fnuzxf8e5m2fnuz->f32ã÷€ƒˆ¼*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¡¼É–§óI*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÏñÃªŸ¡É*&
f8e5m2fnuzxf8e4m3fnuz->bf16••“ğÌÅ*%
f8e5m2fnuzxf8e4m3fnuz->f32Òä§€ÑÛ½*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzïæ°½ñöI*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz–†‚»Á­Ğ
Ù€ € €*
bf16xbf16->bf16¯ıû»¿«n*
bf16xbf16->f32ğĞ…íÒl*
f16xf16->f16ıı²Ş‡–c*
f16xf16->f32È üÖÚØ]*
f32xf32->f32÷ÑÉ²øÏ+*&
f8e4m3fnuzxf8e4m3fnuz->bf16ò¥·£³É*%
f8e4m3fnuzxf8e4m3fnuz->f32øÙÀ´³ãõ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¸ü‡è„é‚*&
f8e4m3fnuzxf8e5m2fnuz->bf16›øó¿”Íÿ*%
f8e4m3fnuzxf8e5m2fnuz->f32Üô´±¶”õ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz›§×‡·³]*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzª°õÓ‚«ƒ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ã¾¥ ´ƒ„*%
f8e5m2fnuzxf8e4m3fnuz->f32¢½½ ‰ƒú*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz®¸ø¥ªüb*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¸ü‡è„é‚
Ù€ € €*
bf16xbf16->bf16·É»ã´Ğ{*
bf16xbf16->f32õş÷¤Ôt*
f16xf16->f16ÌÇğ…èƒo*
f16xf16->f32³š¦ì¨îi*
f32xf32->f32ÿìµÕÆ‡/*&
f8e4m3fnuzxf8e4m3fnuz->bf16ä™´¶Æß*%
f8e4m3fnuzxf8e4m3fnuz->f32Å¹§»İ³*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzùÊˆÚ˜ÉÉ*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ø–œ¨ùèÁ*%
f8e4m3fnuzxf8e5m2fnuz->f32áëãş“”¥*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÃ’‹÷”“m*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‚ğİÅÊµÃ*&
f8e5m2fnuzxf8e4m3fnuz->bf16”ÏÄµ¶Á*%
f8e5m2fnuzxf8e4m3fnuz->f32¸€¦ë¨£¨*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzğĞç¡ğám*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzõæ§”ÁæÌ
Û€ €  €*
bf16xbf16->bf16¨ËßÇÄİ}*
bf16xbf16->f32Ã’ò–È‹z*
f16xf16->f16ãÂ¶È‘—q*
f16xf16->f32ùÒõó¥k*
f32xf32->f32ó£©Ğ´‰3*&
f8e4m3fnuzxf8e4m3fnuz->bf16“„ñş*%
f8e4m3fnuzxf8e4m3fnuz->f32—ªÃòÉ¶à*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¬”¦è¢ô*&
f8e4m3fnuzxf8e5m2fnuz->bf16íáŞ°ô³ğ*%
f8e4m3fnuzxf8e5m2fnuz->f32ºŒÙ”Üã*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzº¼Â“­³*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÜ«›¤Ú´ú*&
f8e5m2fnuzxf8e4m3fnuz->bf16‘Ê›¯¶ªê*%
f8e5m2fnuzxf8e4m3fnuz->f32¬ç÷ùÇã*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÖÌ¸”Ë»*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¢’Ë¨ßı
Ù€ € € *
bf16xbf16->bf16šŸƒúøÀF*
bf16xbf16->f32îìŒãŠÀD*
f16xf16->f16¶ÔìİãáC*
f16xf16->f32ºŒİø‘C*
f32xf32->f32Æ½°·›*&
f8e4m3fnuzxf8e4m3fnuz->bf16é„ßßêçÎ*%
f8e4m3fnuzxf8e4m3fnuz->f32ğ¹¤õ‡¦·*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÕî¢ µµ*&
f8e4m3fnuzxf8e5m2fnuz->bf16åå£¾¨Î¶*%
f8e4m3fnuzxf8e5m2fnuz->f32…ˆ¼„Ç´´*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzğí§ÊÅÓ4*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzğ¹¤õ‡¦·*&
f8e5m2fnuzxf8e4m3fnuz->bf16»õ„è¶Ş¹*%
f8e5m2fnuzxf8e4m3fnuz->f32—Á³Æç©¸*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzíÏÔş±4*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz­æÂì×”»
Ù€ € € *
bf16xbf16->bf16Í¶Œ€‡‡^*
bf16xbf16->f32ºƒÁû˜€]*
f16xf16->f16ôğÒñ¤òY*
f16xf16->f32Ä‚—¬«°Y*
f32xf32->f32İ§¹¨ù$*&
f8e4m3fnuzxf8e4m3fnuz->bf16àš•‰Ê™„*%
f8e4m3fnuzxf8e4m3fnuz->f32¯‹Æõğ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz§ÇñİšÍı*&
f8e4m3fnuzxf8e5m2fnuz->bf16‰¶Ó¡¬±ù*%
f8e4m3fnuzxf8e5m2fnuz->f32ğß¶£Ì¼ğ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz…·€˜§R*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzô»—Éîö*&
f8e5m2fnuzxf8e4m3fnuz->bf16»ÜëÅî»õ*%
f8e5m2fnuzxf8e4m3fnuz->f32×ê”Îç¤ï*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÓµ¤Û½ëQ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz«ÕÆƒ…‹ö
Ù€ € € *
bf16xbf16->bf16ˆë’Öòu*
bf16xbf16->f32ë…éìŒŠu*
f16xf16->f16æ‰Ç®üg*
f16xf16->f32å‡”óÕf*
f32xf32->f32İ‹ÏÄªÀ-*&
f8e4m3fnuzxf8e4m3fnuz->bf16§¥äşÒşÉ*%
f8e4m3fnuzxf8e4m3fnuz->f32Êıˆšµ’¾*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzã”¨Ò™¨µ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ø‰Ø—¥Á*%
f8e4m3fnuzxf8e5m2fnuz->f32½’ê“Â²*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¢Ø­·ó±p*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz©†æ§‘¯À*&
f8e5m2fnuzxf8e4m3fnuz->bf16ŸÓÍ·¾Ê¿*%
f8e5m2fnuzxf8e4m3fnuz->f32Æ¬‡¸˜Ğ½*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz„Ùì—ãïo*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‚³È‡éÃ
Û€ € € *
bf16xbf16->bf16§şÖëÃõ„*
bf16xbf16->f32ƒ°íîá*
f16xf16->f16Şéö”¡t*
f16xf16->f32à›©¨¯Õq*
f32xf32->f32ş•»Á¯¡2*&
f8e4m3fnuzxf8e4m3fnuz->bf16Õ©¤³‰åš*%
f8e4m3fnuzxf8e4m3fnuz->f32ò†ú—”ƒş*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzúø‹äêÊ‹*&
f8e4m3fnuzxf8e5m2fnuz->bf16Îİªƒ™‰*%
f8e4m3fnuzxf8e5m2fnuz->f32á’õÎ”ü*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzùˆø¡}*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÀÚÄå—ı*&
f8e5m2fnuzxf8e4m3fnuz->bf16×½—â–—‘*%
f8e5m2fnuzxf8e4m3fnuz->f32Ñ²ÔîÒ®…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzò³ì§ï²|*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz’ŒÄÕš±‹
Ü€ €  € *
bf16xbf16->bf16Ñ­¥¿°…€*
bf16xbf16->f32¢şÜ¢ï£~*
f16xf16->f16¥Ÿ¼İ‰³s*
f16xf16->f32„¾Â£åq*
f32xf32->f32 ½Êå¬5*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÑãæéÆ‘¨*%
f8e4m3fnuzxf8e4m3fnuz->f32ª‹Ş³Æ *,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÇ†Àæ—Š¨*&
f8e4m3fnuzxf8e5m2fnuz->bf16üøÙå˜¸ *%
f8e4m3fnuzxf8e5m2fnuz->f32‹¾¥åÖ™—*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzä”·”Œ¨“*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¦™Áœé²ª*&
f8e5m2fnuzxf8e4m3fnuz->bf16¡¶‰Á°å§*%
f8e5m2fnuzxf8e4m3fnuz->f32¸öÉñ’—*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¹ú‚•Ô³“*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzûË­ß’±
Ğ€€ €*
bf16xbf16->bf16¼ÈÈ­¬¬*
bf16xbf16->f32ĞÀŒ¿ô‡*
f16xf16->f16çÄì“İ*
f16xf16->f32øÿÒòí*
f32xf32->f32¢Ë¥ ¢*%
f8e4m3fnuzxf8e4m3fnuz->bf16—·ªíÍ‚*$
f8e4m3fnuzxf8e4m3fnuz->f32Œìè‰¿ş*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÓâ–ßŞ²*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ú¥¿°Ì*$
f8e4m3fnuzxf8e5m2fnuz->f32¦ïå”â—*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzØÈÉÀá‡*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz»¥ıÚÀ*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÜØ¦ÌÈ*$
f8e5m2fnuzxf8e4m3fnuz->f32°æÕÄÁ *+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzĞšĞ™Õ÷*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzĞšĞ™Õ÷
Ğ€€ €*
bf16xbf16->bf16ÙÅÈ­š	*
bf16xbf16->f32Ø©œÁÎ	*
f16xf16->f16Ú­õÏı©*
f16xf16->f32½ŞãÜ§Ö	*
f32xf32->f32÷ú‰È“*%
f8e4m3fnuzxf8e4m3fnuz->bf16…úĞ®
*$
f8e4m3fnuzxf8e4m3fnuz->f32šÏÕ¤¼
*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzø§¸æ¿ó*%
f8e4m3fnuzxf8e5m2fnuz->bf16–Ã”ßÇ*$
f8e4m3fnuzxf8e5m2fnuz->f32ş…Í˜øã*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz«ğ¸¿Ä…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz”ĞçÀÖ¥
*%
f8e5m2fnuzxf8e4m3fnuz->bf16€Òë³Ëş*$
f8e5m2fnuzxf8e4m3fnuz->f32ò‹æ„¥“	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzê‘ú·ë…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzØ©œÁÎ	
Ğ€€ €*
bf16xbf16->bf16¶àÑİ©ê*
bf16xbf16->f32ç¶À‚¶Ú*
f16xf16->f16ÌÚæÉùù*
f16xf16->f32Øà³©”†*
f32xf32->f32á¤€åé´*%
f8e4m3fnuzxf8e4m3fnuz->bf16ü‹š±ğÇ*$
f8e4m3fnuzxf8e4m3fnuz->f32ˆ™áÔÉŸ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz„ö óõç*%
f8e4m3fnuzxf8e5m2fnuz->bf16×“’Ó®Î*$
f8e4m3fnuzxf8e5m2fnuz->f32å—Ì‰Ê¦*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzµáÁÊÇ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzò¤şèØ‘*%
f8e5m2fnuzxf8e4m3fnuz->bf16ôÇç…*$
f8e5m2fnuzxf8e4m3fnuz->f32ÖùìéÇÍ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz—ñïÌ›Õ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¦ŠöËÎ˜
Ğ€€ €*
bf16xbf16->bf16ğÌóâŞ*
bf16xbf16->f32˜ÚãïÍ¡*
f16xf16->f16ÆìÆúòÙ*
f16xf16->f32ğÌóâŞ*
f32xf32->f32ÂÃïÄÆÿ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Íªˆó*$
f8e4m3fnuzxf8e4m3fnuz->f32¬ãóÎ¹¢*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¤İ×­ŞÎ*%
f8e4m3fnuzxf8e5m2fnuz->bf16â‹Ñåä*$
f8e4m3fnuzxf8e5m2fnuz->f32·«Æ–šò*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz»âğÉ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzû€ì½òû*%
f8e5m2fnuzxf8e4m3fnuz->bf16Şµ˜ù*$
f8e5m2fnuzxf8e4m3fnuz->f32¼…“à“ƒ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‘äÓÖ²*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¼…“à“ƒ
Ğ€€  €*
bf16xbf16->bf16¸´õ³â'*
bf16xbf16->f32‚ŸûÒ”(*
f16xf16->f16†ÊÒçøç)*
f16xf16->f32èìÕîô%*
f32xf32->f32†É­Äæ¹*%
f8e4m3fnuzxf8e4m3fnuz->bf16ñıµÆúí!*$
f8e4m3fnuzxf8e4m3fnuz->f32¢ùôª±ñ:*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzšşğòÓç!*%
f8e4m3fnuzxf8e5m2fnuz->bf16¨¤Ã„€Ü!*$
f8e4m3fnuzxf8e5m2fnuz->f32ûØ«ê×…<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¼Á™Ö²!*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz ÑîêÕá!*%
f8e5m2fnuzxf8e4m3fnuz->bf16¦Š•¡ê…"*$
f8e5m2fnuzxf8e4m3fnuz->f32€µŞÿ¼ğ:*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŞ¬—ıüó!*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz­óÙÓ›!
Ğ€€ €*
bf16xbf16->bf16¨ËÙ¯Åò*
bf16xbf16->f32ÉëÆ¸µ*
f16xf16->f16·Ùæò£*
f16xf16->f32ËË´íÿÓ*
f32xf32->f32ÂÕ¶ÎŠÛ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Øòß²Ù·
*$
f8e4m3fnuzxf8e4m3fnuz->f32•¨ÿŸìœ
*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŒ£öÛµş*%
f8e4m3fnuzxf8e5m2fnuz->bf16¶ô“Ä€…*$
f8e4m3fnuzxf8e5m2fnuz->f32úÌŞ»¡
*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzéµ³«»ù*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzíæ¡Ì†ê	*%
f8e5m2fnuzxf8e4m3fnuz->bf16Šç¸àÖú	*$
f8e5m2fnuzxf8e4m3fnuz->f32éµ³«»ù*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÏŒÇè¡İ
*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz…©ùÃ ê	
Ğ€€ €*
bf16xbf16->bf16òŸş—„õ*
bf16xbf16->f32Ã·ÄÅ«Ê*
f16xf16->f16ä‰ú†õ¬*
f16xf16->f32İí½èÕÅ*
f32xf32->f32Î‰ƒØ§º*%
f8e4m3fnuzxf8e4m3fnuz->bf16çÔˆ±Ö¸*$
f8e4m3fnuzxf8e4m3fnuz->f32ƒîõ“§*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz óúı«™*%
f8e4m3fnuzxf8e5m2fnuz->bf16Û•£‹ù*$
f8e4m3fnuzxf8e5m2fnuz->f32¸Éé©ŸÁ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzˆ©ñ×õŠ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzˆ˜˜°¼î*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÄØÈÊ*$
f8e5m2fnuzxf8e4m3fnuz->f32öÊúµ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz®°ÍÈÚü*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz§Å­¾½å
Ğ€€ €*
bf16xbf16->bf16À‚²üÑŸ*
bf16xbf16->f32Šè©ƒĞï*
f16xf16->f16ŠÖÚ¹ªì*
f16xf16->f32š’ŠõæÏ*
f32xf32->f32èŒ„ Š£*%
f8e4m3fnuzxf8e4m3fnuz->bf16»²ƒ€¥*$
f8e4m3fnuzxf8e4m3fnuz->f32¯Âö¥èŠ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz€…Ëåó¸*%
f8e4m3fnuzxf8e5m2fnuz->bf16›”Éè€‘*$
f8e4m3fnuzxf8e5m2fnuz->f32¯Âö¥èŠ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÆ—©çğÆ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz»²ƒ€¥*%
f8e5m2fnuzxf8e4m3fnuz->bf16õÏşéŸí*$
f8e5m2fnuzxf8e4m3fnuz->f32ÉŠŒ É€*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz€ù‚“Àâ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz§ƒÒØü
Ğ€€ €*
bf16xbf16->bf16µ–‘ùÎ¥(*
bf16xbf16->f32¾Å£§ÓÉ'*
f16xf16->f16‚õš³ˆ'*
f16xf16->f32óù¢ô±&*
f32xf32->f32˜€˜¸ïñ*%
f8e4m3fnuzxf8e4m3fnuz->bf16é¸é¨šŒ(*$
f8e4m3fnuzxf8e4m3fnuz->f32õ¶÷¡×–:*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‹º…ÂÂ '*%
f8e4m3fnuzxf8e5m2fnuz->bf16«œãÛê'*$
f8e4m3fnuzxf8e5m2fnuz->f32Ìãß·ş>*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¼ªÊÖ´€'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÁÿ—•ÿè&*%
f8e5m2fnuzxf8e4m3fnuz->bf16¯¨‰²Áğ&*$
f8e5m2fnuzxf8e4m3fnuz->f32Éæ¬´—ı3*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¾Å£§ÓÉ'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¸´õ³â'
Ğ€€  €*
bf16xbf16->bf16Ö¦Üõ¨:*
bf16xbf16->f32ÓÜ„ß™â4*
f16xf16->f16Â‚á×Ø•8*
f16xf16->f32ïØéÍüà3*
f32xf32->f32ÈÇÌÔ’’*%
f8e4m3fnuzxf8e4m3fnuz->bf16Û÷íÏæ1*$
f8e4m3fnuzxf8e4m3fnuz->f32‹æÃ§¸ÍB*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz©†¼ºëœ0*%
f8e4m3fnuzxf8e5m2fnuz->bf16ã—Š¾à1*$
f8e4m3fnuzxf8e5m2fnuz->f32 óšÄ¬‹U*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæ©ıúæß1*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzôà§€Î0*%
f8e5m2fnuzxf8e4m3fnuz->bf16µÀßæ±ó0*$
f8e5m2fnuzxf8e4m3fnuz->f32¥àóÚ‡ûD*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz…ÉİªÈŒ1*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz…ÉİªÈŒ1
Ğ€€ €*
bf16xbf16->bf16Ğ¨·õêğ*
bf16xbf16->f32ê”üù‘«*
f16xf16->f16ÍßŒˆê*
f16xf16->f32É€•‚ú‘*
f32xf32->f32ÄØÈÊ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Šœô İ*$
f8e4m3fnuzxf8e4m3fnuz->f32Í¸ß¢Ô*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz´Ü´”†*%
f8e4m3fnuzxf8e5m2fnuz->bf16ªĞş¿Ø¹*$
f8e4m3fnuzxf8e5m2fnuz->f32º®ıš¬*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÀ¦¡ Óì*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŠœô İ*%
f8e5m2fnuzxf8e4m3fnuz->bf16¸Æş’¶¼*$
f8e5m2fnuzxf8e4m3fnuz->f32º®ıš¬*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÀ‚²üÑŸ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz†ºÓòæ×
Ğ€€ €*
bf16xbf16->bf16’¸æøœ…*
bf16xbf16->f32§ÇÃìŒ*
f16xf16->f16È•‚ä‰€*
f16xf16->f32’˜ŠØÍ¿*
f32xf32->f32—¹Ö¦ô”*%
f8e4m3fnuzxf8e4m3fnuz->bf16¡ò‡ó*$
f8e4m3fnuzxf8e4m3fnuz->f32²¶ò‘ú*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÕ„ãæ‚é*%
f8e4m3fnuzxf8e5m2fnuz->bf16„ÿÌğÏ­*$
f8e4m3fnuzxf8e5m2fnuz->f32†àã€¼”%*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzùÿ®ó–ï*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŒœŸ†îÍ*%
f8e5m2fnuzxf8e4m3fnuz->bf16å—Ì‰Ê¦*$
f8e5m2fnuzxf8e4m3fnuz->f32ØşñÚöø*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzâÄºÇÕö*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzèòëÄµ
Ğ€€ €*
bf16xbf16->bf16ºÁ†Úø *
bf16xbf16->f32ˆ‡®Ï‰#*
f16xf16->f16éîô”¹Ü *
f16xf16->f32¾¤›ğ’š *
f32xf32->f32™šËñš*%
f8e4m3fnuzxf8e4m3fnuz->bf16¥…Ò·Şã*$
f8e4m3fnuzxf8e4m3fnuz->f32ï‘ä…†Õ>*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzå²ç­‚‚*%
f8e4m3fnuzxf8e5m2fnuz->bf16ªî¬ğ‹*$
f8e4m3fnuzxf8e5m2fnuz->f32ŸÔÜÙà—>*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‰ĞåôÑ¥*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzµ·‚¡‰‘*%
f8e5m2fnuzxf8e4m3fnuz->bf16„ö“½¿*$
f8e5m2fnuzxf8e4m3fnuz->f32’§è›Ô³=*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzêŒŒˆõÙ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¨›Ï¯Ú÷
Ğ€€ €*
bf16xbf16->bf16›¾éí¯4*
bf16xbf16->f32÷ªƒ¿¾ò2*
f16xf16->f16îËü¢ †1*
f16xf16->f32Í¶·Ìø¢0*
f32xf32->f32­ÛœÌÌÛ*%
f8e4m3fnuzxf8e4m3fnuz->bf16³üĞê§¨2*$
f8e4m3fnuzxf8e4m3fnuz->f32°™¤ù½üX*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¥ÛÈ”¾›3*%
f8e4m3fnuzxf8e5m2fnuz->bf16ƒ§Ò™¯¢3*$
f8e4m3fnuzxf8e5m2fnuz->f32ÃÎ®¶™ÓE*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz÷Œ©¤¼2*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‰Ö”õøµ2*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ò­úƒëá4*$
f8e5m2fnuzxf8e4m3fnuz->f32ª÷ë‡ÁÌV*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzêüĞé÷ä2*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¥ÛÈ”¾›3
Ğ€€  €*
bf16xbf16->bf16­ ‘‚×†F*
bf16xbf16->f32ÃÊõõÑÃC*
f16xf16->f16¼éíè¬’D*
f16xf16->f32›¥¼×­A*
f32xf32->f32ãÜÖ§‚×*%
f8e4m3fnuzxf8e4m3fnuz->bf16ø¥³‡ÕA*$
f8e4m3fnuzxf8e4m3fnuz->f32›Ş¤Ã›f*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz³ï÷ÔÅğ@*%
f8e4m3fnuzxf8e5m2fnuz->bf16¼’˜ÛõŞB*$
f8e4m3fnuzxf8e5m2fnuz->f32ÄªÓË”¿b*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¼¶¨»œŒA*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÃØëØô¾@*%
f8e5m2fnuzxf8e4m3fnuz->bf16Òâê…æA*$
f8e5m2fnuzxf8e4m3fnuz->f32Îá²ïß›d*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÇõ®­¢ğ@*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¥ “¢À‘A
Ğ€€ €*
bf16xbf16->bf16æÛ»ç—è*
bf16xbf16->f32‰±•½*
f16xf16->f16§‚ğÃÁ*
f16xf16->f32¹Í€·‘“*
f32xf32->f32¤üäÔ†*%
f8e4m3fnuzxf8e4m3fnuz->bf16®ƒÅŒÀß*$
f8e4m3fnuzxf8e4m3fnuz->f32§ƒÒØü*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzšÏíÈÚ¿*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÎŠÛüúÊ*$
f8e4m3fnuzxf8e5m2fnuz->f32‹…Š¹çÕ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¿¤š·Ö*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz†ô–ç§—*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ôæ”­ê£*$
f8e5m2fnuzxf8e4m3fnuz->f32Ùê—«ıâ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzªÇùÅˆŠ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzğ•Ÿ²ö’
Ğ€€ €*
bf16xbf16->bf16¹’û¢„†%*
bf16xbf16->f32ÔšØ¶Í±%*
f16xf16->f16¢›üüã$*
f16xf16->f32àğÌ˜Ô$*
f32xf32->f32êäÛüêî*%
f8e4m3fnuzxf8e4m3fnuz->bf16û„û„ûì%*$
f8e4m3fnuzxf8e4m3fnuz->f32²Â©“¿$*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz„æÂÂÖÀ%*%
f8e4m3fnuzxf8e5m2fnuz->bf16‚õš³ˆ'*$
f8e4m3fnuzxf8e5m2fnuz->f32ĞºæÉ°Ø#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÉúÅ±Òª$*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÕ°è²·#*%
f8e5m2fnuzxf8e4m3fnuz->bf16ùŸ¯Ü×÷$*$
f8e5m2fnuzxf8e4m3fnuz->f32‘´Ü… ó#*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÉÚ•©ÛØ#*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzƒÄõ±Àì#
Ğ€€ €*
bf16xbf16->bf16—ˆ•–«+*
bf16xbf16->f32–ëŞÖ¯ú**
f16xf16->f16íÇÃÕµÿ)*
f16xf16->f32ÉšøÉ©**
f32xf32->f32×ÄĞÅÉÌ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ö…‡ªºP*$
f8e4m3fnuzxf8e4m3fnuz->f32“·¤Ÿª¥V*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÀÿËì‘V*%
f8e4m3fnuzxf8e5m2fnuz->bf16¡çÕªÚÒT*$
f8e4m3fnuzxf8e5m2fnuz->f32àœ³‚ê N*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¢Ú¤Ñû™#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzê¬¢òËP*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ø‘íË³²Q*$
f8e5m2fnuzxf8e4m3fnuz->f32¡çÕªÚÒT*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz×¹¿´#*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‚ŠÈñÇşP
Ğ€€ €*
bf16xbf16->bf16ªÕñ áÂ=*
bf16xbf16->f32 ³€©Œ=*
f16xf16->f16ëî„Â’¢<*
f16xf16->f32Áøú‚ß:*
f32xf32->f32Ìï×Á”*%
f8e4m3fnuzxf8e4m3fnuz->bf16áÁ§ğæûh*$
f8e4m3fnuzxf8e4m3fnuz->f32ÿ»ş¢ª“e*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¬Šş©û€<*%
f8e4m3fnuzxf8e5m2fnuz->bf16ğÌÂ£è¾<*$
f8e4m3fnuzxf8e5m2fnuz->f32¤åĞ÷©f*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz·Â·ÇÎÃ<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzéÒ±Éêß;*%
f8e5m2fnuzxf8e4m3fnuz->bf16·Â·ÇÎÃ<*$
f8e5m2fnuzxf8e4m3fnuz->f32Å„«Æ¨f*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz†ê¦å‚=*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzğÌÂ£è¾<
Ó€€  €*
bf16xbf16->bf16°ğÜà§±N*
bf16xbf16->f32¨Ç…éµM*
f16xf16->f16 ıÔ±¦L*
f16xf16->f32Ñ¢¸·Ğ“J*
f32xf32->f32•â¦Ë·‹*%
f8e4m3fnuzxf8e4m3fnuz->bf16 ĞíÅ¤­N*%
f8e4m3fnuzxf8e4m3fnuz->f32‰Ã«òø÷*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz£…Á˜š‰N*%
f8e4m3fnuzxf8e5m2fnuz->bf16úˆ²µ¯¹N*%
f8e4m3fnuzxf8e5m2fnuz->f32ç­¢—È*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzåµºÁŸûL*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzèê–©×ÕN*%
f8e5m2fnuzxf8e4m3fnuz->bf16Î®±Ş¸ÁN*%
f8e5m2fnuzxf8e4m3fnuz->f32„¾à±Ë™Œ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz×ÒÙ™N*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÓ¦ùˆÀÉM
Ğ€€ € *
bf16xbf16->bf16àğÌ˜Ô$*
bf16xbf16->f32æÿ€û˜‹&*
f16xf16->f16³ª®÷ø¸%*
f16xf16->f32óù¢ô±&*
f32xf32->f32Ã¯¡Êğ¡*%
f8e4m3fnuzxf8e4m3fnuz->bf16§„ãå¤ª%*$
f8e4m3fnuzxf8e4m3fnuz->f32ŸŞµ¾ıƒ&*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz×èñŸÎ¨'*%
f8e4m3fnuzxf8e5m2fnuz->bf16…¸±À¢&*$
f8e4m3fnuzxf8e5m2fnuz->f32Ş„íËĞ•$*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÿªöèŒÏ%*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÊíµËóÃ*%
f8e5m2fnuzxf8e4m3fnuz->bf16€¹§ŠğÑ'*$
f8e5m2fnuzxf8e4m3fnuz->f32óù¢ô±&*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÍÇÒ¹™É&*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÑå×‰ëš&
Ğ€€ € *
bf16xbf16->bf16ßÿ‡Æ‚=*
bf16xbf16->f32ú±¤ê„Ó?*
f16xf16->f16—‘ùÆ½=*
f16xf16->f32ŸÔÜÙà—>*
f32xf32->f32¯šø–œñ+*%
f8e4m3fnuzxf8e4m3fnuz->bf16ñ‡¤üµ£G*$
f8e4m3fnuzxf8e4m3fnuz->f32ó¤öÅˆŒJ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¦Ùç¤ÛÆJ*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ë“ù£ãÆH*$
f8e4m3fnuzxf8e5m2fnuz->f32À’¼£ÓÄI*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz’µ«Ò¶±G*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¨µ°íšãJ*%
f8e5m2fnuzxf8e4m3fnuz->bf16’µ«Ò¶±G*$
f8e5m2fnuzxf8e4m3fnuz->f32ç®ş¥çöO*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz˜ë£¨áF*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzá´î…şÅJ
Û€€ € *
bf16xbf16->bf16™Ùè•‹æO*
bf16xbf16->f32À§„À¿‚O*
f16xf16->f16ëø¼ØŞÙN*
f16xf16->f32Ê‰Üåû¸N*
f32xf32->f32ÅÁà®°‹4*&
f8e4m3fnuzxf8e4m3fnuz->bf16ˆÎ³…¦œ*%
f8e4m3fnuzxf8e4m3fnuz->f32“Î¦œû*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzè¤á¾é‰£*&
f8e4m3fnuzxf8e5m2fnuz->bf16û×²Çæø¬*%
f8e4m3fnuzxf8e5m2fnuz->f32ä–€úÖÍ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz”Û¬æÖ›”*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz®Ì™Ú¬ƒ*&
f8e5m2fnuzxf8e4m3fnuz->bf16 ¶±€²Ë¦*%
f8e5m2fnuzxf8e4m3fnuz->f32ïšÏıØ‰*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzˆÎ³…¦œ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¡”şÅœƒ™
Ù€€ € *
bf16xbf16->bf16…‡ëâ­ÓE*
bf16xbf16->f32¹µ¬±ÿ¹E*
f16xf16->f16ç¿Ò‘æ«C*
f16xf16->f32íÎÒê±‚C*
f32xf32->f32®µÎ‰½ó*&
f8e4m3fnuzxf8e4m3fnuz->bf16µíü…·‘*%
f8e4m3fnuzxf8e4m3fnuz->f32€ûÀ³âĞ’*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¬“¨£¹Ğ“*&
f8e4m3fnuzxf8e5m2fnuz->bf16¯ş¶•œ¥*%
f8e4m3fnuzxf8e5m2fnuz->f32æÛ†ÂÉ­*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz²ş‘ñèA*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz÷·ñ‘ÁŸ–*&
f8e5m2fnuzxf8e4m3fnuz->bf16Õ è‹Åó‡*%
f8e5m2fnuzxf8e4m3fnuz->f32£šŞµƒó‹*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzõ‚º´ñA*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz†ÀÄëçÈ
Ó€€  € *
bf16xbf16->bf16Ã¦²µºªV*
bf16xbf16->f32 â†ÜÁW*
f16xf16->f16áÂì£®Q*
f16xf16->f32¥õ¼¶™”P*
f32xf32->f32—å†Ôµ•!*%
f8e4m3fnuzxf8e4m3fnuz->bf16¢À“ş¤ùV*%
f8e4m3fnuzxf8e4m3fnuz->f32ËóæŸˆ¥*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz½°„ÒÛV*%
f8e4m3fnuzxf8e5m2fnuz->bf16¸áİ—’W*%
f8e4m3fnuzxf8e5m2fnuz->f32·è„Š—‘¥*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz«ôëÉŞV*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÙƒş—×¶V*%
f8e5m2fnuzxf8e4m3fnuz->bf16á±ºšƒW*%
f8e5m2fnuzxf8e4m3fnuz->f32­°şÇ•ó«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzúÒˆ§¯şV*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzøŸË—ÉàV
Ğ€€ €*
bf16xbf16->bf16·¬›½Ÿ¡
*
bf16xbf16->f32—¡û’´…	*
f16xf16->f16…©ùÃ ê	*
f16xf16->f32œ£¿‰›Ş	*
f32xf32->f32ë ‘ƒğ—*%
f8e4m3fnuzxf8e4m3fnuz->bf16şáî´³Å*$
f8e4m3fnuzxf8e4m3fnuz->f32 ÓĞ©ö	*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÎ‰ƒØ§º*%
f8e4m3fnuzxf8e5m2fnuz->bf16­ÜĞóŠö
*$
f8e4m3fnuzxf8e5m2fnuz->f32áá»	*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz’«â´—§*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz±Ø‹ì‚*%
f8e5m2fnuzxf8e4m3fnuz->bf16“½û¤ŒÜ*$
f8e5m2fnuzxf8e4m3fnuz->f32ò‹æ„¥“	*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz’«â´—§*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÚğ å£‡

Ğ€€ €*
bf16xbf16->bf16ÿ ·…êö*
bf16xbf16->f32§Å­¾½å*
f16xf16->f16×Å†ë¥*
f16xf16->f32ÄËÇìÈÿ*
f32xf32->f32Ùµı°êÍ*%
f8e4m3fnuzxf8e4m3fnuz->bf16„—ÄáãÛ*$
f8e4m3fnuzxf8e4m3fnuz->f32„•ßÔ“à*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz˜Í»Á¿Ñ*%
f8e4m3fnuzxf8e5m2fnuz->bf16½Â½Â½ö*$
f8e4m3fnuzxf8e5m2fnuz->f32Ç‡Ûòå*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz€¤×ç–ı*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzª¬ÛæØ*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ï¦‰â³¤*$
f8e5m2fnuzxf8e4m3fnuz->f32Æé±ó®ï*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzç¬Ñƒ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz€¤×ç–ı
Ğ€€ €*
bf16xbf16->bf16×¡û¶§*
bf16xbf16->f32ˆÎ™ÂÉÉ*
f16xf16->f16úÕâÀÊ*
f16xf16->f32¢›ÌËÎ*
f32xf32->f32„—ÄáãÛ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ßÎ…š†À*$
f8e4m3fnuzxf8e4m3fnuz->f32§‚ğÃÁ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzâ °—Ø…*%
f8e4m3fnuzxf8e5m2fnuz->bf16‹…Š¹çÕ*$
f8e4m3fnuzxf8e5m2fnuz->f32â °—Ø…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¼Æ‹Ü‡¢*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‘äÓÖ²*%
f8e5m2fnuzxf8e4m3fnuz->bf16µ¾èô»²*$
f8e5m2fnuzxf8e4m3fnuz->f32¥·¯èõÁ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzˆ¿£Ì‚*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzâ‹Ñåä
Ğ€€ €*
bf16xbf16->bf16ÉšøÉ©**
bf16xbf16->f32‹º…ÂÂ '*
f16xf16->f16¿ŸòÈë×+*
f16xf16->f32ˆ¶û»Ñ&*
f32xf32->f32…ÑäŒ§À*%
f8e4m3fnuzxf8e4m3fnuz->bf16¶åËŸ *$
f8e4m3fnuzxf8e4m3fnuz->f32ó¥ˆÌ·©@*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz©ÒØˆâ *%
f8e4m3fnuzxf8e5m2fnuz->bf16·«ÄÍöŞ*$
f8e4m3fnuzxf8e5m2fnuz->f32Ìôí“±ğ.*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzéû©ŸĞ!*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz…óá“Ü¦!*%
f8e5m2fnuzxf8e4m3fnuz->bf16­ÍğŸÑ *$
f8e5m2fnuzxf8e4m3fnuz->f32›¥¼×­A*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz“¯¹Å¬!*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz©ñõ‚ó 
Ğ€€  €*
bf16xbf16->bf16è¤¢‹Ù9*
bf16xbf16->f32âƒ‡æÑà0*
f16xf16->f16ÂÉÅˆåº:*
f16xf16->f32ÓëÎåç¼/*
f32xf32->f32öõ´òš¨*%
f8e4m3fnuzxf8e4m3fnuz->bf16´íóâı½,*$
f8e4m3fnuzxf8e4m3fnuz->f32 óšÄ¬‹U*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÔù¡ÓïÉe*%
f8e4m3fnuzxf8e5m2fnuz->bf16œã·© Ş-*$
f8e4m3fnuzxf8e5m2fnuz->f32Ä´Ü‹™åY*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÏæé¦İº)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzîõˆûÀ§n*%
f8e5m2fnuzxf8e4m3fnuz->bf16íĞ¤¢ƒÄd*$
f8e5m2fnuzxf8e4m3fnuz->f32Ó£“ëµåZ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÏæé¦İº)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz›Ş¤Ã›f
Ğ€€ €*
bf16xbf16->bf16†¡±´ş‰*
bf16xbf16->f32˜èÕëà½*
f16xf16->f16˜èÕëà½*
f16xf16->f32“Ğ¤ÙÍÅ*
f32xf32->f32Â½Æœ²*%
f8e4m3fnuzxf8e4m3fnuz->bf16¼‰‚ó­Š*$
f8e4m3fnuzxf8e4m3fnuz->f32Ûçç¶«*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÂùğ‰®Ó*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ã—Š¶¬ß*$
f8e4m3fnuzxf8e5m2fnuz->f32¢ñ¯ä™È*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzƒğ±€Ê*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz“©ÃÇù„*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÿ ·…êö*$
f8e5m2fnuzxf8e4m3fnuz->f32•ç¶¤ *+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzû‡œ·…¢*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¢õÔ™òô
Ğ€€ €*
bf16xbf16->bf16É²šµ…*
bf16xbf16->f32ôèäº­Ù*
f16xf16->f16ôèäº­Ù*
f16xf16->f32¼í‹ÀÂŠ*
f32xf32->f32‡è¢éêè*%
f8e4m3fnuzxf8e4m3fnuz->bf16¯İ«âÄƒ*$
f8e4m3fnuzxf8e4m3fnuz->f32‚ºÎ¶ÿğ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzô‹‡İ¶é*%
f8e4m3fnuzxf8e5m2fnuz->bf16ç¯¿¬úÆ*$
f8e4m3fnuzxf8e5m2fnuz->f32¦–ºåÂù*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzø­¨üÿ¹*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz™ŠÜ¸*%
f8e5m2fnuzxf8e4m3fnuz->bf16é–ıÁõ°*$
f8e5m2fnuzxf8e4m3fnuz->f32ßçè‘ˆí*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¼…“à“ƒ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÜôëÅèŒ
Ğ€€ €*
bf16xbf16->bf16ÑÆÈØıÃ)*
bf16xbf16->f32àÿå†öˆ+*
f16xf16->f16¶´ Áú±)*
f16xf16->f32µ¤”êÍŸ)*
f32xf32->f32æ¨Ñ²“ˆ*%
f8e4m3fnuzxf8e4m3fnuz->bf16é¸é¨šŒ(*$
f8e4m3fnuzxf8e4m3fnuz->f32È­ŒÀìÒI*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‚ŸûÒ”(*%
f8e4m3fnuzxf8e5m2fnuz->bf16â¶©İ°'*$
f8e4m3fnuzxf8e5m2fnuz->f32çÚõäïD*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzé¸é¨šŒ(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzœîÍÌè&*%
f8e5m2fnuzxf8e4m3fnuz->bf16É´â®‘±'*$
f8e5m2fnuzxf8e4m3fnuz->f32š©Ø¯ºâH*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzé¸é¨šŒ(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¤‘óá(
Ğ€€ €*
bf16xbf16->bf16œÓ¡¬²Û=*
bf16xbf16->f32¥çÎ—È9*
f16xf16->f16ğÌÂ£è¾<*
f16xf16->f32¥œ‡ôä‹7*
f32xf32->f32»£ò…ÑÔ*%
f8e4m3fnuzxf8e4m3fnuz->bf16…ÉİªÈŒ1*$
f8e4m3fnuzxf8e4m3fnuz->f32 Ò¤±‘ÄA*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŠí´î£Æ1*%
f8e4m3fnuzxf8e5m2fnuz->bf16Æó¦¦‡2*$
f8e4m3fnuzxf8e5m2fnuz->f32‹ÇÀ¼ÎÙc*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz©¨Ú‚ò’1*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÂó¬¡Ã‰G*%
f8e5m2fnuzxf8e4m3fnuz->bf16ôà§€Î0*$
f8e5m2fnuzxf8e4m3fnuz->f32é‹¶úõj*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzĞæÎç–Ó1*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‰Ò×¿ÜÌ1
Ô€€  €*
bf16xbf16->bf16Î‰øÍ˜âK*
bf16xbf16->f32§ŞòŠÙB*
f16xf16->f16ë¨ØÛÈ½I*
f16xf16->f32‘Ÿ»Ë®@*
f32xf32->f32ø˜íŠ„ø"*%
f8e4m3fnuzxf8e4m3fnuz->bf16æ²ØŠ“Şy*$
f8e4m3fnuzxf8e4m3fnuz->f32€š“ú‹¤y*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¸ÿŸÉÓƒ…*&
f8e4m3fnuzxf8e5m2fnuz->bf16ãşÖÏèƒ*$
f8e4m3fnuzxf8e5m2fnuz->f32ø–—øéÄ|*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¦„õáÕı<*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzø¯Û‘¦x*&
f8e5m2fnuzxf8e4m3fnuz->bf16›ŠœïµÚŠ*$
f8e5m2fnuzxf8e4m3fnuz->f32½¾ÿŒ…z*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz°«È ô¦<*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzª–˜­¶ø…
Ğ€€ €*
bf16xbf16->bf16¦úöÉ˜¸*
bf16xbf16->f32ÓëæÖöò*
f16xf16->f16ò¹ÂÄË§*
f16xf16->f32ªˆôö¯‹*
f32xf32->f32›Àß«óÜ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ò¹ÂÄË§*$
f8e4m3fnuzxf8e4m3fnuz->f32¢­æ¾•Ê*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÎÎüİ’±*%
f8e4m3fnuzxf8e5m2fnuz->bf16İ˜ÄËÂæ*$
f8e4m3fnuzxf8e5m2fnuz->f32Í’ŞÇëÖ *+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz–û‚Î™ä*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzğÿ²ƒ»Ä*%
f8e5m2fnuzxf8e4m3fnuz->bf16«ôø§Ô*$
f8e5m2fnuzxf8e4m3fnuz->f32˜µÍ“óó*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzô»Šà¨¤*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzšËÈ¼ç’
Ğ€€ €*
bf16xbf16->bf16˜ıãÊóÖ%*
bf16xbf16->f32åÉüÑ±£$*
f16xf16->f16È®Ï­ú#*
f16xf16->f32…óá“Ü¦!*
f32xf32->f32¸´ÑÁÒà*%
f8e4m3fnuzxf8e4m3fnuz->bf16ˆ‡®Ï‰#*$
f8e4m3fnuzxf8e4m3fnuz->f32ºˆÔÒÄÁ>*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz–çç“¸!*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÈÆ·íàü"*$
f8e4m3fnuzxf8e5m2fnuz->f32‰üËßÒ´=*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÆ£Õ¨ª#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÁ§Áªÿ¶"*%
f8e5m2fnuzxf8e4m3fnuz->bf16éç“‘†"*$
f8e5m2fnuzxf8e4m3fnuz->f32ï‘ä…†Õ>*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¤‡ÎŒ±"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¨´üÓòÉ!
Ğ€€ €*
bf16xbf16->bf16ğà“¸ó½4*
bf16xbf16->f32ìø…¾3*
f16xf16->f16äï’óì¿1*
f16xf16->f32ÀÙà³ˆ›2*
f32xf32->f32Å‘„Öï*%
f8e4m3fnuzxf8e4m3fnuz->bf16àÈ¢º·3*$
f8e4m3fnuzxf8e4m3fnuz->f32¢á ­Îˆg*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz«»á†ª¶4*%
f8e4m3fnuzxf8e5m2fnuz->bf16„ï×Çê¯3*$
f8e4m3fnuzxf8e5m2fnuz->f32ÓĞ´…ä¥b*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÓÜ„ß™â4*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‰¯Äö”“k*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÏßşØô5*$
f8e5m2fnuzxf8e4m3fnuz->f32Ñ¯œôÚ¥c*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz™„ÅÑù§4*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹é×‹Ñ™4
Ù€€ €*
bf16xbf16->bf16¼¡’œİïI*
bf16xbf16->f32Ÿ—à²H*
f16xf16->f16‡¹ÈÃœÌG*
f16xf16->f32˜ò‹ï…’D*
f32xf32->f32ÀĞ‹ƒ¹*&
f8e4m3fnuzxf8e4m3fnuz->bf16›ŠœïµÚŠ*%
f8e4m3fnuzxf8e4m3fnuz->f32ª–˜­¶ø…*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¹ ‰—*&
f8e4m3fnuzxf8e5m2fnuz->bf16Û˜€Ù¥“*%
f8e4m3fnuzxf8e5m2fnuz->f32’âê¸ãáˆ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÆë†ÃİÍB*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¯¾áÌĞ´’*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÿ¢°Ñ«‰*%
f8e5m2fnuzxf8e4m3fnuz->f32âÈøëÆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz÷´Ï‘÷¤B*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz º¬ÊÉ˜’
Ù€€  €*
bf16xbf16->bf16ª¡’¦·[*
bf16xbf16->f32ù‹‘ÖÂåT*
f16xf16->f16Ğæ›¶÷ÂV*
f16xf16->f32Òà¡ˆÅİO*
f32xf32->f32Ì¯÷·Äş(*&
f8e4m3fnuzxf8e4m3fnuz->bf16é¸÷öê°¢*%
f8e4m3fnuzxf8e4m3fnuz->f32€ûÀ³âĞ’*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz’îî§ıŸ *&
f8e4m3fnuzxf8e5m2fnuz->bf16·—ÔÂ¢*%
f8e4m3fnuzxf8e5m2fnuz->f32 º¬ÊÉ˜’*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzİù‰¥Ğ™S*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÑµÑÆØ©ª*&
f8e5m2fnuzxf8e4m3fnuz->bf16øî¢åÚ¡*%
f8e5m2fnuzxf8e4m3fnuz->f32ü¼ÌÍ‹á”*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÁÓÉ»„ŒS*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz˜ßÚÌğ¼£
Ğ€€ €*
bf16xbf16->bf16øôÖùÃÖ%*
bf16xbf16->f32ÈË²’Æ$*
f16xf16->f16Š£ô­´ü%*
f16xf16->f32øôÖùÃÖ%*
f32xf32->f32ÀæÄş‚©*%
f8e4m3fnuzxf8e4m3fnuz->bf16Òœåƒ(*$
f8e4m3fnuzxf8e4m3fnuz->f32í¯ø‡şú'*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶Ìã˜ª&*%
f8e4m3fnuzxf8e5m2fnuz->bf16é¼Ö†ñ)*$
f8e4m3fnuzxf8e5m2fnuz->f32Ãô¹È•ü(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¸´õ³â'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzµ–‘ùÎ¥(*%
f8e5m2fnuzxf8e4m3fnuz->bf16³€Í©’®(*$
f8e5m2fnuzxf8e4m3fnuz->f32ÑÀƒÚ–)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz°Î™µ'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz«œãÛê'
Ğ€€ €*
bf16xbf16->bf16†“”§Ó-*
bf16xbf16->f32•ŒÃË‹Ø+*
f16xf16->f16ŒëáˆÅõ**
f16xf16->f32¶­ÙÜØ**
f32xf32->f32àÎ·ø»*%
f8e4m3fnuzxf8e4m3fnuz->bf16©ò“Àèí^*$
f8e4m3fnuzxf8e4m3fnuz->f32úìÉ€”e*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzß†íÛùd*%
f8e4m3fnuzxf8e5m2fnuz->bf16ÏÛ‹ªˆ¡Q*$
f8e4m3fnuzxf8e5m2fnuz->f32¼õ®‰“l*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæ‡óÎğ˜(*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz´¢¡Üğ®e*%
f8e5m2fnuzxf8e4m3fnuz->bf16á‹¸äQ*$
f8e5m2fnuzxf8e4m3fnuz->f32„¾‚ö¥©P*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzæ‡óÎğ˜(*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzá‹¸äQ
Ô€€ €*
bf16xbf16->bf16‘Ÿ»Ë®@*
bf16xbf16->f32ÊØ—†ş?*
f16xf16->f16ÇßÙÛù=*
f16xf16->f32¨ñ¸”¢>*
f32xf32->f32ğÄÌ°òÒ*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ï¼½ä•²…*%
f8e4m3fnuzxf8e4m3fnuz->f32À¡î²¤÷*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz«“ïò«»*%
f8e4m3fnuzxf8e5m2fnuz->bf16Óãø®Íæ~*%
f8e4m3fnuzxf8e5m2fnuz->f32õ»¨èÔ¯ˆ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÍ¿±À‘>*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzªü î«}*%
f8e5m2fnuzxf8e4m3fnuz->bf16ø¯Û‘¦x*%
f8e5m2fnuzxf8e4m3fnuz->f32£‘’€ğ†*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzâ“ÌíÔï=*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÁÈŠ¿­×x
Ù€€ €*
bf16xbf16->bf16Å¤¿ŒT*
bf16xbf16->f32ø¸¬ÁÁ‡S*
f16xf16->f16´š†ˆš—O*
f16xf16->f32„½­îË’M*
f32xf32->f32Â˜è™Ø… *&
f8e4m3fnuzxf8e4m3fnuz->bf16—¸àÅŠ™*%
f8e4m3fnuzxf8e4m3fnuz->f32àÓ²¢äÏª*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzƒ§Ã…³§*&
f8e4m3fnuzxf8e5m2fnuz->bf16˜Û¬æ—¨*%
f8e4m3fnuzxf8e5m2fnuz->f32¸÷ŠĞêé¦*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz²ŸÂ¦ÍÄO*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÛ¬ûÚ¾é«*&
f8e5m2fnuzxf8e4m3fnuz->bf16ºó“Ê ³¦*%
f8e5m2fnuzxf8e4m3fnuz->f32˜Û¬æ—¨*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzç®ş¥çöO*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÂ—ºğÈŸ¢
Ù€€  €*
bf16xbf16->bf16Öıß‡¹øf*
bf16xbf16->f32èÉ±§š»a*
f16xf16->f16„Ù×Ğ¡ˆ_*
f16xf16->f32€¿Ã©²Z*
f32xf32->f32ÎğÏ˜¥-*&
f8e4m3fnuzxf8e4m3fnuz->bf16Åğò«–ŞÜ*%
f8e4m3fnuzxf8e4m3fnuz->f32êÙÍŸ´†Ù*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“˜ß¦Åí*&
f8e4m3fnuzxf8e5m2fnuz->bf16Àäâœåæ*%
f8e4m3fnuzxf8e5m2fnuz->f32’™È…§ÊÏ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¥Š÷Ó¡ƒf*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzï¾ïÚ¥¦ã*&
f8e5m2fnuzxf8e4m3fnuz->bf16† ƒİµà*%
f8e5m2fnuzxf8e4m3fnuz->f32Ø·Ü¥ÄÙ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzüäßïÖ½f*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‚½Íæƒ„è
Ğ€€ € *
bf16xbf16->bf16ß¼˜íç:*
bf16xbf16->f32¾Éä€ç‹9*
f16xf16->f16ÑÚ¶øƒú:*
f16xf16->f32ıÈ™×àú8*
f32xf32->f32À÷Š€Æİ(*%
f8e4m3fnuzxf8e4m3fnuz->bf16Š—èôK*$
f8e4m3fnuzxf8e4m3fnuz->f32È­ŒÀìÒI*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzæÿ»ÍÛ¼K*%
f8e4m3fnuzxf8e5m2fnuz->bf16”ÆèÛèøK*$
f8e4m3fnuzxf8e5m2fnuz->f32¾«’óóH*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz–å¤ŒI*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz“ÔüÒÎ€K*%
f8e5m2fnuzxf8e4m3fnuz->bf16—ß°¦¨šI*$
f8e5m2fnuzxf8e4m3fnuz->f32À½à™±¨I*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzó¤öÅˆŒJ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz£Ë¯“ÖµL
Û€€ € *
bf16xbf16->bf16äèÓëä¯I*
bf16xbf16->f32ˆÌ……­K*
f16xf16->f16¿ŒÄßì¶I*
f16xf16->f32±şÀ¥Ş¨I*
f32xf32->f32¬–Ëå²¸0*&
f8e4m3fnuzxf8e4m3fnuz->bf16¬Ç›†“‹*%
f8e4m3fnuzxf8e4m3fnuz->f32ê²ö«Ñü*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÉ’ÅÅ†*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ï—¡°Ş¥*%
f8e4m3fnuzxf8e5m2fnuz->f32É’ÅÅ†*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÜòì†Â„„*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz³ŒïóŠ€„*&
f8e5m2fnuzxf8e4m3fnuz->bf16¹ø¢áÆõ‹*%
f8e5m2fnuzxf8e4m3fnuz->f32Ã¾ƒèôÿ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÆ©ëœ™Ÿÿ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzä–€úÖÍ
Ù€€ € *
bf16xbf16->bf16É ôï—J*
bf16xbf16->f32ˆÏî«‡ŒK*
f16xf16->f16–ÊºŠØ½F*
f16xf16->f32Î¬Ø¢ºF*
f32xf32->f32úŒÕÂëŸ*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÈáéŞ £*%
f8e4m3fnuzxf8e4m3fnuz->f32‘˜‹ŠÚ‚–*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÍÿ÷š·ù–*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÆŠ‚±´’œ*%
f8e4m3fnuzxf8e5m2fnuz->f32³İ“¸§ä*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzûä »…†D*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz º¬ÊÉ˜’*&
f8e5m2fnuzxf8e4m3fnuz->bf16œİâ¼ñ‚*%
f8e5m2fnuzxf8e4m3fnuz->f32”¸û˜ÇÖ•*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzş·¾ŠíğC*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÀô·ó«——
Ù€€ € *
bf16xbf16->bf16é™ı¸íŒ^*
bf16xbf16->f32€š„Ûí¬^*
f16xf16->f16ìÇ¼§ÂU*
f16xf16->f32Å–¬Ê¢ïX*
f32xf32->f32Æá×İì "*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÆÍ™ª¥ÀŞ*%
f8e4m3fnuzxf8e4m3fnuz->f32ô™«É¦ Õ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz´òôÙşÛ*&
f8e4m3fnuzxf8e5m2fnuz->bf16¢ßˆó³€Û*%
f8e4m3fnuzxf8e5m2fnuz->f32Íÿç½ê§Ö*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz× ³×ìX*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‰å£ ‡ÕÖ*&
f8e5m2fnuzxf8e4m3fnuz->bf16‰Š„ßâÖà*%
f8e5m2fnuzxf8e4m3fnuz->f32•é¢ŠÍÕ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzĞ›ÎõØ©X*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz²úÕ„ãàŞ
Ù€€  € *
bf16xbf16->bf16Ì¢«ÂŞûn*
bf16xbf16->f32ñò±ı¯Òk*
f16xf16->f16±£å‚éc*
f16xf16->f32ôš·ø„b*
f32xf32->f32îÃ½é«‹0*&
f8e4m3fnuzxf8e4m3fnuz->bf16˜ÛÿŒÎ‚*%
f8e4m3fnuzxf8e4m3fnuz->f32ÁŠãš¬ùù*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzù«²ƒ¿Ï*&
f8e4m3fnuzxf8e5m2fnuz->bf16ºëİ¢å‰*%
f8e4m3fnuzxf8e5m2fnuz->f32Ã€Óğ˜½‚*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzòĞÔïØs*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzï¢šÃÚ‹*&
f8e5m2fnuzxf8e4m3fnuz->bf16„ˆÙ¾×å‹*%
f8e5m2fnuzxf8e4m3fnuz->f32íÄªà‘ø*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz€É££t*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzóâºÖšŸ
Ğ€€ €*
bf16xbf16->bf16ƒîõ“§*
bf16xbf16->f32›ÑôÊ«š*
f16xf16->f16ä‰ú†õ¬*
f16xf16->f32×Á¢†à¯*
f32xf32->f32¯º¢¥ÿÇ
*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÖùìéÇÍ*$
f8e4m3fnuzxf8e4m3fnuz->f32„¯ªô¸*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¡ĞôÌíö*%
f8e4m3fnuzxf8e5m2fnuz->bf16œÉ½‘‚Ã*$
f8e4m3fnuzxf8e5m2fnuz->f32Œ÷ù˜‹Š*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzóöÂŠ¢¨*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzøÊ•ô›Ä*%
f8e5m2fnuzxf8e4m3fnuz->bf16ğœ«è°â*$
f8e5m2fnuzxf8e4m3fnuz->f32ñÊ½–*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzµáÁÊÇ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¿•»´Æç
Ğ€€ €*
bf16xbf16->bf16¨›Ï¯Ú÷*
bf16xbf16->f32åü¼Ñ*
f16xf16->f16±Ğ«×Áû*
f16xf16->f32ŠÖÚ¹ªì*
f32xf32->f32ÌşÚİ*%
f8e4m3fnuzxf8e4m3fnuz->bf16®˜İ±”Û*$
f8e4m3fnuzxf8e4m3fnuz->f32Ò­éã¡Š*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŠÌñŒª*%
f8e4m3fnuzxf8e5m2fnuz->bf16Şµ˜ù*$
f8e4m3fnuzxf8e5m2fnuz->f32½ƒÕ¾ƒ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz†äÇªŞ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzô‹‡İ¶é*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÓëæÖöò*$
f8e5m2fnuzxf8e4m3fnuz->f32÷¥¾‘Ã*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¢›ÌËÎ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÙÛ¶¯û½
Ğ€€ €*
bf16xbf16->bf16˜•ÇÉÜ½,*
bf16xbf16->f32È®Ï­ú#*
f16xf16->f16üÅˆ«á²**
f16xf16->f32‡ÀñÇ…Á'*
f32xf32->f32‚œÉ‹ÀÚ*%
f8e4m3fnuzxf8e4m3fnuz->bf16“Ä´“µ*$
f8e4m3fnuzxf8e4m3fnuz->f32ªõÿü“ÿ4*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz…óá“Ü¦!*%
f8e4m3fnuzxf8e5m2fnuz->bf16ìÄÒ«®é8*$
f8e4m3fnuzxf8e5m2fnuz->f32³ù×¯®¬5*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz“óà„Ê"*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzİÉğ¶¬•!*%
f8e5m2fnuzxf8e4m3fnuz->bf16ïØéÍüà3*$
f8e5m2fnuzxf8e4m3fnuz->f32óšî¢¦8*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzËÀ íâÃ"*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzºÁ†Úø 
Ğ€€ €*
bf16xbf16->bf16³„»Œí»7*
bf16xbf16->f32ÌÂÑ…¸ß.*
f16xf16->f16ÂÉÅˆåº:*
f16xf16->f32ø‡»ÓÍ•.*
f32xf32->f32Õ¾’›æù*%
f8e4m3fnuzxf8e4m3fnuz->bf16“ÍÙè®úg*$
f8e4m3fnuzxf8e4m3fnuz->f32Ã¯ÃçÌõS*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÙ‰¥×ÜÒq*%
f8e4m3fnuzxf8e5m2fnuz->bf16×öÂÔìh*$
f8e4m3fnuzxf8e5m2fnuz->f32²³øT*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz³÷âÕúõ)*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz—”û»×ôt*%
f8e5m2fnuzxf8e4m3fnuz->bf16ó™®ğˆm*$
f8e5m2fnuzxf8e4m3fnuz->f32Ç•ÿ•Ë½S*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzîüÄ’èÌ)*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzıÖìÒà–r
Ô€€  €*
bf16xbf16->bf16ÜÿÏäéÁB*
bf16xbf16->f32ŠˆÀÆÎ‡7*
f16xf16->f16¯Èçü×“B*
f16xf16->f32®ïÆ½º³5*
f32xf32->f32›‡ÙšÆ£ *&
f8e4m3fnuzxf8e4m3fnuz->bf16¤Å»Ô‹Ìƒ*$
f8e4m3fnuzxf8e4m3fnuz->f32ö¶·ÆÜÏv*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÉÅĞ†³s*%
f8e4m3fnuzxf8e5m2fnuz->bf16‘ßİôƒ÷m*$
f8e4m3fnuzxf8e5m2fnuz->f32ûÛıŒ­ØW*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz”ª„Æ©ø/*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzìä¦¶²û“*&
f8e5m2fnuzxf8e4m3fnuz->bf16ş‡º«Ğ¶‡*$
f8e5m2fnuzxf8e4m3fnuz->f32“·¤Ÿª¥V*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzƒ¸à¨«û/*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz½ åÙÛà‘
Ğ€€ €*
bf16xbf16->bf16ÃÇüçÌ¦*
bf16xbf16->f32¡Áğ«ìŠ*
f16xf16->f16§‚ğÃÁ*
f16xf16->f32‰±•½*
f32xf32->f32£¸Ù‰Èõ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Û˜´öóó*$
f8e4m3fnuzxf8e4m3fnuz->f32ŸÍ’ÄçÈ&*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzœ›‚¨ûá*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ôæ”­ê£*$
f8e4m3fnuzxf8e5m2fnuz->f32³—ÿÒ³û'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÉ“ôêÙ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz½ì•õë‚*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ùüë——Ö*$
f8e5m2fnuzxf8e4m3fnuz->f32ÁÏÀ½©Š*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzİ‚®¢®µ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÔ›ã¸Ş¿
Ğ€€ €*
bf16xbf16->bf16‘«„È“€,*
bf16xbf16->f32ãÊÿÊåŞ)*
f16xf16->f16Ğóª•­©**
f16xf16->f32³€Í©’®(*
f32xf32->f32ì¡–…Ìÿ*%
f8e4m3fnuzxf8e4m3fnuz->bf16…ôœíşá'*$
f8e4m3fnuzxf8e4m3fnuz->f32ËîŞĞëƒ7*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¦Š•¡ê…"*%
f8e4m3fnuzxf8e5m2fnuz->bf16ŸÔÃ±ÛÙ'*$
f8e4m3fnuzxf8e5m2fnuz->f32ùŒ—¸Ä6*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÓ¬Ó¬“¾#*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzúá¦½Ê"*%
f8e5m2fnuzxf8e4m3fnuz->bf16 Ù´ã¥ê'*$
f8e5m2fnuzxf8e4m3fnuz->f32„å¹–âÖ2*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÆ£Õ¨ª#*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz…óá“Ü¦!
Ğ€€ €*
bf16xbf16->bf16ÂÉÅˆåº:*
bf16xbf16->f32ÂÉÅˆåº:*
f16xf16->f16ì´›ö·é;*
f16xf16->f32´»Æü8*
f32xf32->f32é¨®á–Ë*%
f8e4m3fnuzxf8e4m3fnuz->bf16öÇ¦¤ôõR*$
f8e4m3fnuzxf8e4m3fnuz->f32ÉÈğºél*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz·œ‡¨Ù±M*%
f8e4m3fnuzxf8e5m2fnuz->bf16 ıÔ±¦L*$
f8e4m3fnuzxf8e5m2fnuz->f32¢çµÔäŒJ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz­¢ÚÛÄÔ/*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¨ÁúÿáæQ*%
f8e5m2fnuzxf8e4m3fnuz->bf16…êŸ´æN*$
f8e5m2fnuzxf8e4m3fnuz->f32¸ğœ³ Úa*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzôà§€Î0*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹Ü¡š™ÑM
Ù€€ €*
bf16xbf16->bf16ª‚É¬•ÓK*
bf16xbf16->f32Õ™ú‚´@*
f16xf16->f16Œµ…Öæ·J*
f16xf16->f32ßÿ‡Æ‚=*
f32xf32->f32ğÑİ¸ÌÄ#*&
f8e4m3fnuzxf8e4m3fnuz->bf16¯¾áÌĞ´’*%
f8e4m3fnuzxf8e4m3fnuz->f32„çÙÂ†“*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz§æ·É·ò£*&
f8e4m3fnuzxf8e5m2fnuz->bf16Õ‘Ñ¨·ş¤*%
f8e4m3fnuzxf8e5m2fnuz->f32‡İì²¦‹*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÄäùÏ·±>*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŠé²Å´Ù‹*&
f8e5m2fnuzxf8e4m3fnuz->bf16İí°¤¦*%
f8e5m2fnuzxf8e4m3fnuz->f32—§òÇÆ‘*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÀ¹ö‚±ï>*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‘õœ¸²Ä‰
Ù€€  €*
bf16xbf16->bf16Ğ‚…©ëU*
bf16xbf16->f32Ä¶øùÇH*
f16xf16->f16ÎÍ©”÷¯W*
f16xf16->f32ú…Ş«¾ÏD*
f32xf32->f32•”€ÀòÈ%*&
f8e4m3fnuzxf8e4m3fnuz->bf16ıÿ„×”‹³*%
f8e4m3fnuzxf8e4m3fnuz->f32òÑ¢ÿ®œ«*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¦ÌÅ¤±Å*&
f8e4m3fnuzxf8e5m2fnuz->bf16±¡ÈÕ³À­*%
f8e4m3fnuzxf8e5m2fnuz->f32¬À’ÆüÆ¨*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÈ³×•ğıI*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz§’‹èİƒª*&
f8e5m2fnuzxf8e4m3fnuz->bf16¶ŒÖ¶Ì¯«*%
f8e5m2fnuzxf8e4m3fnuz->f32İ°·˜ôØ¥*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzèÅ´ƒ’³I*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz®í…›¨ÙÑ
Ğ€€ €*
bf16xbf16->bf16ˆ‡®Ï‰#*
bf16xbf16->f32€Ìõ‘Ô°#*
f16xf16->f16º®‹ÖË *
f16xf16->f32—ä³şë‰!*
f32xf32->f32óŸìóŸ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Œè úç!*$
f8e4m3fnuzxf8e4m3fnuz->f32—ß°¦¨šI*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz³ª®÷ø¸%*%
f8e4m3fnuzxf8e5m2fnuz->bf16À°ì¦Ş¤"*$
f8e4m3fnuzxf8e5m2fnuz->f32ó¤öÅˆŒJ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzä–† ¶é$*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzü¹“Ş%*%
f8e5m2fnuzxf8e4m3fnuz->bf16õÎœ‹üá!*$
f8e5m2fnuzxf8e4m3fnuz->f32ãéÀ—€‡F*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzş‘ §¼Ï%*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzèìÕîô%
Ğ€€ €*
bf16xbf16->bf16µö€ª»¥6*
bf16xbf16->f32£È§­ä6*
f16xf16->f16Ä€¼·˜è5*
f16xf16->f32ˆ£Œ±ä 4*
f32xf32->f32ÿÈÂÉ­è*%
f8e4m3fnuzxf8e4m3fnuz->bf16ıÖìÒà–r*$
f8e4m3fnuzxf8e4m3fnuz->f32ÑÙ«½ÜéK*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÅ‹ÛãÄ‰i*%
f8e4m3fnuzxf8e5m2fnuz->bf16“ÔüÒÎ€K*$
f8e4m3fnuzxf8e5m2fnuz->f32«°†Ä³¨a*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz÷õò–°È,*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÜ—ùÅÀŒb*%
f8e5m2fnuzxf8e4m3fnuz->bf16µª¡„ôÌ_*$
f8e5m2fnuzxf8e4m3fnuz->f32—ß°¦¨šI*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¢šîÅÌò,*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¾¼ëüú‡L
Ô€€ €*
bf16xbf16->bf16ª¡ÕëšJ*
bf16xbf16->f32š©Ø¯ºâH*
f16xf16->f16½‰Ú—¡«H*
f16xf16->f32½‰Ú—¡«H*
f32xf32->f32£Èìÿú*&
f8e4m3fnuzxf8e4m3fnuz->bf16ì“ì“ì³—*%
f8e4m3fnuzxf8e4m3fnuz->f32²‹€½ëæ‡*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzà™…ÇĞıx*%
f8e4m3fnuzxf8e5m2fnuz->bf16ö¶·ÆÜÏv*%
f8e4m3fnuzxf8e5m2fnuz->f32é½±¡¿†*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¨ÁõÚÃ“@*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¬§¡ø²ûf*%
f8e5m2fnuzxf8e4m3fnuz->bf16­®°ªõ¥g*%
f8e5m2fnuzxf8e4m3fnuz->f32Ôà¡ïê¥*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¥ “¢À‘A*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¼§Š½‰ûg
Ù€€ €*
bf16xbf16->bf16ê‘½¸ÈÚa*
bf16xbf16->f32îš´¥ã[*
f16xf16->f16à¸Ã‹ëÏY*
f16xf16->f32øè§£àŞR*
f32xf32->f32®”˜©äö(*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÛÚ¶©×€¿*%
f8e4m3fnuzxf8e4m3fnuz->f32…Çˆ…·*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÂÊÆÕ ¬*&
f8e4m3fnuzxf8e5m2fnuz->bf16·äÑ…°÷Ê*%
f8e4m3fnuzxf8e5m2fnuz->f32²Ù—ğÌ¡¶*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz²ô»Ö½§S*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzõ÷ºµŒˆÍ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ü÷­Ç ÕÔ*%
f8e5m2fnuzxf8e4m3fnuz->f32£ˆãçÕ™¹*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz˜©ÉúçR*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÆ¼¿ĞÈìÌ
Ù€€  €*
bf16xbf16->bf16’¾«éöño*
bf16xbf16->f32òœÍÆŠ‘]*
f16xf16->f16Ã»¸ºÏğh*
f16xf16->f32Ïµ²«ÿìY*
f32xf32->f32îº²›Æ)*&
f8e4m3fnuzxf8e4m3fnuz->bf16›ÌÌşÆšç*%
f8e4m3fnuzxf8e4m3fnuz->f32ŠĞ†å˜Ö*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŸÚÜ€²ì*&
f8e4m3fnuzxf8e5m2fnuz->bf16­™“ÌÓÔæ*%
f8e4m3fnuzxf8e5m2fnuz->f32ù¼Û ØĞ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzù«ëÍİød*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz“˜ß¦Åí*&
f8e5m2fnuzxf8e4m3fnuz->bf16”¼‚‹Üáä*%
f8e5m2fnuzxf8e4m3fnuz->f32†»•¡ÑÓ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzşíàºËf*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¥úœ‡„å
Ğ€€ €*
bf16xbf16->bf16¨îØ¡Àİ**
bf16xbf16->f32¤°”°›ÿ**
f16xf16->f16ˆµ¾»Ÿ­)*
f16xf16->f32ìÈöå™Ù(*
f32xf32->f32Ú‚¬«ÀÕ*%
f8e4m3fnuzxf8e4m3fnuz->bf16«°†Ä³¨a*$
f8e4m3fnuzxf8e4m3fnuz->f32±ÜÀÖ d*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÊÙÉ÷Äè[*%
f8e4m3fnuzxf8e5m2fnuz->bf16ôøÖáôä_*$
f8e4m3fnuzxf8e5m2fnuz->f32äÄ¡…¯Ş`*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¨îØ¡Àİ**+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz²ˆŠ£óÏh*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ñ¯œôÚ¥c*$
f8e5m2fnuzxf8e4m3fnuz->f32±ÜÀÖ d*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÈåíÒ¶¤**+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz´¢¡Üğ®e
Ø€€ €*
bf16xbf16->bf16›¥¼×­A*
bf16xbf16->f32Ø›ÅŸúB*
f16xf16->f16È†“Ô…™?*
f16xf16->f32Ş…»‰–=*
f32xf32->f32ªŸŒ’Ÿò*&
f8e4m3fnuzxf8e4m3fnuz->bf16Í²ÏÉ¶•*%
f8e4m3fnuzxf8e4m3fnuz->f32º¼Ø•¯ş€*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÌ®Îÿë¢{*&
f8e4m3fnuzxf8e5m2fnuz->bf16º¼Ø•¯ş€*%
f8e4m3fnuzxf8e5m2fnuz->f32ÿ¢°Ñ«‰*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz‡¡­‹ôÓ2*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÚ½¬€©*&
f8e5m2fnuzxf8e4m3fnuz->bf16Æ÷×™ê·‡*%
f8e5m2fnuzxf8e4m3fnuz->f32±¤ÚÛŒŒ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÉ¸ÿç¢×2*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzë‡›õ©úˆ
Ù€€ €*
bf16xbf16->bf16ï»¥Ç¹V*
bf16xbf16->f32ù¨Ñ¿—ÎU*
f16xf16->f16ÉÇè‰½şR*
f16xf16->f32âßÍ»ÍR*
f32xf32->f32©ÿóÊ‘  *&
f8e4m3fnuzxf8e4m3fnuz->bf16şÑÛóÇ¨*%
f8e4m3fnuzxf8e4m3fnuz->f32´×¥©Èœ¯*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzã…”Àš•š*&
f8e4m3fnuzxf8e5m2fnuz->bf16ï½‚äÀª£*%
f8e4m3fnuzxf8e5m2fnuz->f32¸÷ŠĞêé¦*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÀ§„À¿‚O*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzåìÇ¬¯´¨*&
f8e5m2fnuzxf8e4m3fnuz->bf16ö®²ı¯ *%
f8e5m2fnuzxf8e4m3fnuz->f32—Á³Æç©¸*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzæ¦Æ°«µN*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzò¸Ã´²¢›
Ù€€ €*
bf16xbf16->bf16ÀñÙÁ±ãk*
bf16xbf16->f32—ÕË«Ğj*
f16xf16->f16õî²ƒ„€`*
f16xf16->f32›§×‡·³]*
f32xf32->f32–Ë˜Í¿-*&
f8e4m3fnuzxf8e4m3fnuz->bf16îØ¸Ö¹ª‹*%
f8e4m3fnuzxf8e4m3fnuz->f32ÖşŸ¤ Úå*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‹Ï°¶Ó¾÷*&
f8e4m3fnuzxf8e5m2fnuz->bf16ê™¢È„àø*%
f8e4m3fnuzxf8e5m2fnuz->f32‘îÑ¯Û*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz“ê„ ©¬f*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÔøÁÜŸÖú*&
f8e5m2fnuzxf8e4m3fnuz->bf16‹Ï°¶Ó¾÷*%
f8e5m2fnuzxf8e4m3fnuz->f32›ÌÌşÆšç*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŞ±Ó›ùÁg*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzß‰Şºò
Ù€€  €*
bf16xbf16->bf16†ÔÃ®{*
bf16xbf16->f32¡íá€çg*
f16xf16->f16ğùùé ‡q*
f16xf16->f32œùÇúï±a*
f32xf32->f32–Å‹È¶õ-*&
f8e4m3fnuzxf8e4m3fnuz->bf16áëãş“”¥*%
f8e4m3fnuzxf8e4m3fnuz->f32ÇŠáİÁÎ¨*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzî’‰¤ãº´*&
f8e4m3fnuzxf8e5m2fnuz->bf16·Ò²ŠÁÌ§*%
f8e4m3fnuzxf8e5m2fnuz->f32Æ¹„‘ˆ…§*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzñÈşú|*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¨‡£—±Õ¶*&
f8e5m2fnuzxf8e4m3fnuz->bf16¾İª„üœ«*%
f8e5m2fnuzxf8e4m3fnuz->f32»›ÑÆŞí©*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÇí¯“¨”|*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÄÒÜ¡Ş”·
Û€€ € *
bf16xbf16->bf16¸¯¼ÑŒÌI*
bf16xbf16->f32¼ø‘šßËI*
f16xf16->f16†ÿúÎôêJ*
f16xf16->f32÷ÒÙï¥“I*
f32xf32->f32¼Ÿ¦ì/*&
f8e4m3fnuzxf8e4m3fnuz->bf16²€†à£©*%
f8e4m3fnuzxf8e4m3fnuz->f32Ì³ĞŒŠÑ¦*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzŞüÂ™¡é¤*&
f8e4m3fnuzxf8e5m2fnuz->bf16è¤á¾é‰£*%
f8e4m3fnuzxf8e5m2fnuz->f32ŸÿãŒÜæ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzşº¢²êå™*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz çÕ¯ÓÃµ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÌşøÜĞÓ±*%
f8e5m2fnuzxf8e4m3fnuz->f32Ïà´Şş¬*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¼Ï÷˜÷Éµ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzû×²Çæø¬
Ù€€ € *
bf16xbf16->bf16ª¡ÕëšJ*
bf16xbf16->f32ˆè˜¨”“L*
f16xf16->f16ŸÙ×õäîF*
f16xf16->f32›Ó¿åŠÛF*
f32xf32->f32¶Ğ­„Ôª*&
f8e4m3fnuzxf8e4m3fnuz->bf16‘¼èïğ»*%
f8e4m3fnuzxf8e4m3fnuz->f32ÿÂ¦Ÿ™Ş¬*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzç½À¸œİ‰*&
f8e4m3fnuzxf8e5m2fnuz->bf16’Ñ“úü¥*%
f8e4m3fnuzxf8e5m2fnuz->f32·âÙ«í¯*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÍ°òÑ™7*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzõšã‚ïôŒ*&
f8e5m2fnuzxf8e4m3fnuz->bf16´¹—îÂ«*%
f8e5m2fnuzxf8e4m3fnuz->f32œ¸’¯´·®*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz½ÿ‡â­7*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÜ÷Áæ’Ÿ³
Ù€€ € *
bf16xbf16->bf16¤Äÿ±¤^*
bf16xbf16->f32ÓôìòŠĞ]*
f16xf16->f16œáŸ±¼ÊZ*
f16xf16->f32è‰í‘ŒU*
f32xf32->f32Å³²í‡©#*&
f8e4m3fnuzxf8e4m3fnuz->bf16Åİç¿ÚĞó*%
f8e4m3fnuzxf8e4m3fnuz->f32¨á•³Ìôğ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÔ ªî‹¬ú*&
f8e4m3fnuzxf8e5m2fnuz->bf16ô»—Éîö*%
f8e4m3fnuzxf8e5m2fnuz->f32èÓš„¢î*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz®¦ÖÃŞP*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÖ™ÊîÄô*&
f8e5m2fnuzxf8e4m3fnuz->bf16ûÿ“–ÇŒş*%
f8e5m2fnuzxf8e4m3fnuz->f32‰¶Ó¡¬±ù*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz«É¤€¶ŞP*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‹Ñõíæ×í
Ù€€ € *
bf16xbf16->bf16ÇşŒ©ñës*
bf16xbf16->f32ıÎÕ«Êµq*
f16xf16->f16‰ĞÏ‰Şd*
f16xf16->f32óî›”©d*
f32xf32->f32ÈŒî²ß0*&
f8e4m3fnuzxf8e4m3fnuz->bf16íç—£Ô­*%
f8e4m3fnuzxf8e4m3fnuz->f32“—íÓ˜ì¬*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz®¢ÂÕø”¨*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ìş°³ÇÎ¬*%
f8e4m3fnuzxf8e5m2fnuz->f32«ı‚‚ˆ¯*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz»½¿‰ùu*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzóôèİöµ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ñ¬Å…¹¾¥*%
f8e5m2fnuzxf8e4m3fnuz->f32”¯Ïºæ«*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzƒßôŠÚév*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÅ¹§»İ³
Ü€€  € *
bf16xbf16->bf16¯Ş¨×Ó€*
bf16xbf16->f32ãóˆ”ööt*
f16xf16->f16Ú®×’Öºr*
f16xf16->f32ãùäì¸h*
f32xf32->f32œ°‚Íœ1*&
f8e4m3fnuzxf8e4m3fnuz->bf16‰¼¨¼ÿ Ø*%
f8e4m3fnuzxf8e4m3fnuz->f32»ÀŠ™ÃĞÚ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¼¬°ïÛÏá*&
f8e4m3fnuzxf8e5m2fnuz->bf16ˆï»éñƒØ*%
f8e4m3fnuzxf8e5m2fnuz->f32”–ó™şÉ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz÷‘Ó„„ëŒ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzß‡±áèäß*&
f8e5m2fnuzxf8e4m3fnuz->bf16„ñ™Œéæ×*%
f8e5m2fnuzxf8e4m3fnuz->f32š–çÍ¿Ê*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz—Ÿ£¼Úª*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¼¬°ïÛÏá
Ğ€€ €*
bf16xbf16->bf16€ï­Ô¬›*
bf16xbf16->f32œ“†°Ïô*
f16xf16->f16àÿ¼ó¡ª*
f16xf16->f32â‘Ï³ö*
f32xf32->f32„Æ©Šê*%
f8e4m3fnuzxf8e4m3fnuz->bf16üÃİéæŠ*$
f8e4m3fnuzxf8e4m3fnuz->f32¬†©¾Ÿ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzˆ¿£Ì‚*%
f8e4m3fnuzxf8e5m2fnuz->bf16Íªˆó*$
f8e4m3fnuzxf8e5m2fnuz->f32ô»Šà¨¤*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzá™Ö©Ç*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzˆ¿£Ì‚*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÓÍ•àÕÿ*$
f8e5m2fnuzxf8e4m3fnuz->f32 Ù¬¨÷ğ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzç¯¿¬úÆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‹…Š¹çÕ
Ğ€€ €*
bf16xbf16->bf16Á²ÙĞîá+*
bf16xbf16->f32°Î™µ'*
f16xf16->f16ÿÆº“½º+*
f16xf16->f32á°˜Œ¦ª$*
f32xf32->f32‘˜çõí«*%
f8e4m3fnuzxf8e4m3fnuz->bf16µœœ…—ù*$
f8e4m3fnuzxf8e4m3fnuz->f32ƒëñÆáäB*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÀæÄş‚©*%
f8e4m3fnuzxf8e5m2fnuz->bf16Æğ²“ë*$
f8e4m3fnuzxf8e5m2fnuz->f32×œÛÁA*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÔ£²è†*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzˆë©è³Æ*%
f8e5m2fnuzxf8e4m3fnuz->bf16İÜ¤ëşŸE*$
f8e5m2fnuzxf8e4m3fnuz->f32Ûæ³§Ÿ¶B*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzµ·‚¡‰‘*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzô‰¸æš¤
Ğ€€ €*
bf16xbf16->bf16âÛæÍ±8*
bf16xbf16->f32…€í•ú®2*
f16xf16->f16îŒ«çĞ9*
f16xf16->f32®ÚÍ·.*
f32xf32->f32ºÒ¥¨ÿÕ*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÉÈğºél*$
f8e4m3fnuzxf8e4m3fnuz->f32ÔíªÿìÏZ*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz€ê¼ÿùàu*%
f8e4m3fnuzxf8e5m2fnuz->bf16²Ï»æ‰m*$
f8e4m3fnuzxf8e5m2fnuz->f32äè»ÉŞd*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz–î„Çæ'*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¼£¬ÜÒt*%
f8e5m2fnuzxf8e4m3fnuz->bf16Œš»à“Êl*$
f8e5m2fnuzxf8e4m3fnuz->f32‘ìö÷‚¢M*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzŸÆĞ–‡Ş'*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz—”û»×ôt
Ğ€€ €*
bf16xbf16->bf16É‰˜ÀõœA*
bf16xbf16->f32óšî¢¦8*
f16xf16->f16Öåè‹ÒÏD*
f16xf16->f32§‰ì¢±6*
f32xf32->f32…îÊ‰*%
f8e4m3fnuzxf8e4m3fnuz->bf16ß’İ¸‚Àt*$
f8e4m3fnuzxf8e4m3fnuz->f32”ÚéÜÇŒc*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzËøõ«èÁq*%
f8e4m3fnuzxf8e5m2fnuz->bf16µı’”–Ûl*$
f8e4m3fnuzxf8e5m2fnuz->f32¶½îÛŸÍc*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz÷ÿ‚„øù-*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¦º¾º“Ùo*%
f8e5m2fnuzxf8e4m3fnuz->bf16‘ßİôƒ÷m*$
f8e5m2fnuzxf8e4m3fnuz->f32“¤¯ÿ¸™c*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzâ“ñ›ÌĞ+*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzıòÛœl
×€€  €*
bf16xbf16->bf16À¶Ïä–şD*
bf16xbf16->f32õ£Ñ´à³;*
f16xf16->f16š©Ø¯ºâH*
f16xf16->f32ÄÛáÎ‚ë9*
f32xf32->f32½Í²ØÄ *&
f8e4m3fnuzxf8e4m3fnuz->bf16ş˜ˆ¿Ùí’*%
f8e4m3fnuzxf8e4m3fnuz->f32§Ğê¸ç‡*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÆŠ‚±´’œ*&
f8e4m3fnuzxf8e5m2fnuz->bf16§ñŸ’½–*$
f8e4m3fnuzxf8e5m2fnuz->f32û–“€Ü¨r*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÂäÅÛõ2*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzàÉÜ€Ô*&
f8e5m2fnuzxf8e4m3fnuz->bf16’÷È—â€˜*$
f8e5m2fnuzxf8e4m3fnuz->f32££ÃÊ†r*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzˆÚ„µæõ2*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÒµÏ‹÷÷±
Ğ€€ €*
bf16xbf16->bf16»Ï€™Ğê(*
bf16xbf16->f32Ä‰õ«í%*
f16xf16->f16€ŞÛ¨Ù¶(*
f16xf16->f32§„ãå¤ª%*
f32xf32->f32€ï­Ô¬›*%
f8e4m3fnuzxf8e4m3fnuz->bf16³€Í©’®(*$
f8e4m3fnuzxf8e4m3fnuz->f32À¡†¶ˆìE*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzùŸ¯Ü×÷$*%
f8e4m3fnuzxf8e5m2fnuz->bf16¿ÏÑ£Ú'*$
f8e4m3fnuzxf8e5m2fnuz->f32·Ü³…ÈÒE*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz›ÎƒÔìØ&*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÑå×‰ëš&*%
f8e5m2fnuzxf8e4m3fnuz->bf16é¸é¨šŒ(*$
f8e5m2fnuzxf8e4m3fnuz->f32îõ©©†Õ@*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¥…Ò·Şã*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¹’û¢„†%
Ğ€€ €*
bf16xbf16->bf16©ˆè”Äƒ>*
bf16xbf16->f32ÙÆçóÄ6*
f16xf16->f16ã¡¨Ó;*
f16xf16->f32Ò­úƒëá4*
f32xf32->f32êİ…åÛ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ù’¦»¹j*$
f8e4m3fnuzxf8e4m3fnuz->f32Åˆ­ŒøĞt*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzìŸ—„Ë©d*%
f8e4m3fnuzxf8e5m2fnuz->bf16Ñ¯œôÚ¥c*$
f8e4m3fnuzxf8e5m2fnuz->f32áú½Çn*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzäœóÜŠ¡.*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÊÃåÎ¹…_*%
f8e5m2fnuzxf8e4m3fnuz->bf16Ëà™ãó”\*$
f8e5m2fnuzxf8e4m3fnuz->f32áú½Çn*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÔ½Í·¹1*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¾ŒœŸ¦…]
Ù€€ €*
bf16xbf16->bf16¼äè¬ÆëL*
bf16xbf16->f32ğ÷ÀÆöŸC*
f16xf16->f16Á¾ÑŞ¨ÚI*
f16xf16->f32Ó¦Ø‘@*
f32xf32->f32”«Œ‹ÊŞ"*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÎİüËÎíŸ*%
f8e4m3fnuzxf8e4m3fnuz->f32Í²Í²Íø*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‡íÚ„Æ¥*&
f8e4m3fnuzxf8e5m2fnuz->bf16Í´¦É¸¡*%
f8e4m3fnuzxf8e5m2fnuz->f32ãô«ÎÛ–*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz€Í‰ı…Ò<*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz…”ãı¡*&
f8e5m2fnuzxf8e4m3fnuz->bf16ê‘¨·èáœ*%
f8e5m2fnuzxf8e4m3fnuz->f32›Õ¢µ¨*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¼ÈáÕòí;*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¼ºœäæğ©
Ù€€ €*
bf16xbf16->bf16œáŸ±¼ÊZ*
bf16xbf16->f32²ûè¦ˆ¢J*
f16xf16->f16«“ÿ¬¯úY*
f16xf16->f32²ÔÈ¨¼“I*
f32xf32->f32ö›Äí§#*&
f8e4m3fnuzxf8e4m3fnuz->bf16öğÖäºÂœ*%
f8e4m3fnuzxf8e4m3fnuz->f32†ÖãÃÉ…*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“‹¡½Œææ*&
f8e4m3fnuzxf8e5m2fnuz->bf16°û”‘¤Á*%
f8e4m3fnuzxf8e5m2fnuz->f32ÿÂ¦Ÿ™Ş¬*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÃÎ®¶™ÓE*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÔÙƒ¨í•Ù*&
f8e5m2fnuzxf8e4m3fnuz->bf16ĞƒŸÁ€¸Â*%
f8e5m2fnuzxf8e4m3fnuz->f32Ş—çäªû†*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzºÍ±Á·ºF*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz•ñœĞ“¯Ü
Ù€€  €*
bf16xbf16->bf16äÄ¡…¯Ş`*
bf16xbf16->f32ÉŞøç×N*
f16xf16->f16ì§ªòÒ¯Z*
f16xf16->f32ÀÚø‰¶J*
f32xf32->f32Û¸Œßù(*&
f8e4m3fnuzxf8e4m3fnuz->bf16ìúÜ·¿šÇ*%
f8e4m3fnuzxf8e4m3fnuz->f32„•ÜÚ—ª¦*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzæÊÙÊËÂÓ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ùáâæŒ¿İ*%
f8e4m3fnuzxf8e5m2fnuz->f32¹Â¿âø”µ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz°€Æõó†M*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzá§Íå–å*&
f8e5m2fnuzxf8e4m3fnuz->bf16ìÈÖõãğ¼*%
f8e5m2fnuzxf8e4m3fnuz->f32…ˆ¼„Ç´´*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÇŒä„–õM*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz„†àë‹üê
Ğ€€ €*
bf16xbf16->bf16–—˜ÕúÒ3*
bf16xbf16->f32½ŞÀà¿’4*
f16xf16->f16àÈ¢º·3*
f16xf16->f32ÀÙà³ˆ›2*
f32xf32->f32’ª„ô£*%
f8e4m3fnuzxf8e4m3fnuz->bf16‚ÒïíÅÚ4*$
f8e4m3fnuzxf8e4m3fnuz->f32¥Ûô‡ÖÃi*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÌ¶Ö€×ş[*%
f8e4m3fnuzxf8e5m2fnuz->bf16½àŒÃÿ4*$
f8e4m3fnuzxf8e5m2fnuz->f32Ê„¨‘Ğa*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzö“•¹é—-*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz®”¨ä×j*%
f8e5m2fnuzxf8e4m3fnuz->bf16¹ÆïÒÀ¼[*$
f8e5m2fnuzxf8e4m3fnuz->f32À×üÈÙËl*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÕÛÇˆ¨­-*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzıàô×ííp
Ø€€ €*
bf16xbf16->bf16Œµ…Öæ·J*
bf16xbf16->f32Ÿ—à²H*
f16xf16->f16¥ª°€¥‚H*
f16xf16->f32–Ç¼Â³E*
f32xf32->f32’ÁÌÌÛ¹*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÉÂôğ” *%
f8e4m3fnuzxf8e4m3fnuz->f32®ñŒ‡ìªŸ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzĞÀÎš€ı¦*&
f8e4m3fnuzxf8e5m2fnuz->bf16«ş«–û¦*%
f8e4m3fnuzxf8e5m2fnuz->f32ï½‚äÀª£*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz’ÏÆ®âÉA*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzøî¢åÚ¡*&
f8e5m2fnuzxf8e4m3fnuz->bf16Õ‘Ñ¨·ş¤*%
f8e5m2fnuzxf8e4m3fnuz->f32ÉÂôğ” *+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÒâê…æA*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¬Íº‚À™u
Ù€€ €*
bf16xbf16->bf16Áµ¢êöê_*
bf16xbf16->f32­ş üû›[*
f16xf16->f16ÁÑò‚ø®X*
f16xf16->f32Æå¹óÄR*
f32xf32->f32’ÿÍ£Ö**&
f8e4m3fnuzxf8e4m3fnuz->bf16„šÂ§ãÜ*%
f8e4m3fnuzxf8e4m3fnuz->f32Ïë„¸‹™á*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzËşæ£„¯İ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ªªÓšÔ*%
f8e4m3fnuzxf8e5m2fnuz->f32˜Î‡˜™È*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÁ…§¼ğ›R*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz©ıİèÖàÓ*&
f8e5m2fnuzxf8e4m3fnuz->bf16–í¢ÒøíÌ*%
f8e5m2fnuzxf8e4m3fnuz->f32ÏñÃªŸ¡É*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz±œ•S*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÚûÔô”öÑ
Ù€€ €*
bf16xbf16->bf16ÆÔ‰—Õóm*
bf16xbf16->f32Í·»æ••d*
f16xf16->f16ğ¹¶œ±çk*
f16xf16->f32¾ºïíñüY*
f32xf32->f32ÂÆÃÃ ù**&
f8e4m3fnuzxf8e4m3fnuz->bf16ÔøÁÜŸÖú*%
f8e4m3fnuzxf8e4m3fnuz->f32«İñÅê*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÏû€ñ¸º“*&
f8e4m3fnuzxf8e5m2fnuz->bf16‹Ï°¶Ó¾÷*%
f8e4m3fnuzxf8e5m2fnuz->f32¹¿°¬Ãæ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz™Úô¼ËÁa*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÂè¹ğúÌ˜*&
f8e5m2fnuzxf8e4m3fnuz->bf16áÉ¥±¢Òû*%
f8e5m2fnuzxf8e4m3fnuz->f32“û‚¤Û·å*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzµõÁÇÕÇa*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz™‚¤³îš
Ù€€  €*
bf16xbf16->bf16ï¶‡ğ“­q*
bf16xbf16->f32ÓôŞùäòb*
f16xf16->f16á˜Ó¼¬×h*
f16xf16->f32ç±¾ˆ£ÿZ*
f32xf32->f32úà÷”¾Ë,*&
f8e4m3fnuzxf8e4m3fnuz->bf16–§Ù£˜ã­*%
f8e4m3fnuzxf8e4m3fnuz->f32ëä½„¾Úœ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“¬›¯À¨*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ó‘¸ùë£*%
f8e4m3fnuzxf8e5m2fnuz->f32ùßù©´Ã*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÍáÂåÚÛj*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzü±ş²Û¥*&
f8e5m2fnuzxf8e4m3fnuz->bf16æ¥àâş± *%
f8e5m2fnuzxf8e4m3fnuz->f32úúÇ˜”*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzúàÿõé½j*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzêÓ±¬Š†¥
Ù€€ €*
bf16xbf16->bf16 ¤ÅßÖ«<*
bf16xbf16->f32¶ß¤ÔÜÇ=*
f16xf16->f16¬Šş©û€<*
f16xf16->f32†Ö÷òıÃ:*
f32xf32->f32½‡ğÛà*&
f8e4m3fnuzxf8e4m3fnuz->bf16›µ×î¶¡*%
f8e4m3fnuzxf8e4m3fnuz->f32ÔÙÄä»–¡*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‘áôÀÂØ¦*&
f8e4m3fnuzxf8e5m2fnuz->bf16ß¢Çÿ¸¢*%
f8e4m3fnuzxf8e5m2fnuz->f32–Ğó´û‡Ÿ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz”¤ñü€1*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‡ß†Ï™ë§*&
f8e5m2fnuzxf8e4m3fnuz->bf16©«Â¨·¤*%
f8e5m2fnuzxf8e4m3fnuz->f32ˆü„ìËÒ *+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzò³°¤†“1*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzõ»îå
Ù€€ €*
bf16xbf16->bf16 ó€çëÂS*
bf16xbf16->f32Œµ“„¬S*
f16xf16->f16†´ªÇÿµP*
f16xf16->f32Œ…Í×š™N*
f32xf32->f32İ‡ë *&
f8e4m3fnuzxf8e4m3fnuz->bf16¶ÜÏıããË*%
f8e4m3fnuzxf8e4m3fnuz->f32·äÑ…°÷Ê*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz±”ğñÈ¤Ó*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ù™Î–†°Ò*%
f8e4m3fnuzxf8e5m2fnuz->f32¶¼Éº†·Ì*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¯Ğ„ÿ¼şH*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz’‚ğİá ×*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÁéÇÛ´ôÔ*%
f8e5m2fnuzxf8e4m3fnuz->f32Ö¢ˆ©„ÛÍ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¶¼‘ÑH*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÕñÿÆªÌÕ
Ù€€ €*
bf16xbf16->bf16§÷ãùÁƒn*
bf16xbf16->f32“‰¿´§¶j*
f16xf16->f16ÿò­à¼¾a*
f16xf16->f32Á©½‘ê]*
f32xf32->f32©Ãš…÷Ú-*&
f8e4m3fnuzxf8e4m3fnuz->bf16€ÎŒ‘É†›*%
f8e4m3fnuzxf8e4m3fnuz->f32û·Ã¨­ºü*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÅ©‹ÙƒËá*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ùğğˆ’Òš*%
f8e4m3fnuzxf8e5m2fnuz->f32İÍ™—Ò›•*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzİ«×Ÿ™ˆd*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzøù˜›—Â©*&
f8e5m2fnuzxf8e4m3fnuz->bf16§¯ŞÉ˜…”*%
f8e5m2fnuzxf8e4m3fnuz->f32Š—àÕ»´˜*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz©Èâù›€b*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÀôØ”“±¤
Ù€€ €*
bf16xbf16->bf16¨£ã«µ|*
bf16xbf16->f32„ş‡ÉÁûs*
f16xf16->f16Õ¢¹Åøo*
f16xf16->f32š€¡öš®f*
f32xf32->f32ƒÕƒËú›/*&
f8e4m3fnuzxf8e4m3fnuz->bf16„”ºı±Ğ*%
f8e4m3fnuzxf8e4m3fnuz->f32›Ï¢³*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzìªãºò­Ä*&
f8e4m3fnuzxf8e5m2fnuz->bf16ŒßÆÕ¿½*%
f8e4m3fnuzxf8e5m2fnuz->f32ÇÅ—ì†û°*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzˆ»ãÜ·áo*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÆ¬‡¸˜Ğ½*&
f8e5m2fnuzxf8e4m3fnuz->bf16ªÒ Ä³²*%
f8e5m2fnuzxf8e4m3fnuz->f32À¸Øìè¨±*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz§µ¤‘øµp*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzçàÀ¬°çÆ
Ù€€  €*
bf16xbf16->bf16Ó“ îÙx*
bf16xbf16->f32ÆËÊÂ¯¾n*
f16xf16->f16ÍÅè÷Šo*
f16xf16->f32ÛÕÛ™Ág*
f32xf32->f32¹ÉÁÌ 1*&
f8e4m3fnuzxf8e4m3fnuz->bf16“²¡Ş¤úÜ*%
f8e4m3fnuzxf8e4m3fnuz->f32î·§åşğ×*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz›Ñ§¤Íçí*&
f8e4m3fnuzxf8e5m2fnuz->bf16ù¼€ŞŞÆí*%
f8e4m3fnuzxf8e5m2fnuz->f32è®ËÒ¹Ş*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŞÁÌïˆÊ}*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzîû½‘“¹ñ*&
f8e5m2fnuzxf8e4m3fnuz->bf16¿ÏÖ–¡£ï*%
f8e5m2fnuzxf8e4m3fnuz->f32¯Ú¸ÁÉ¯Ş*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzØå¢‹˜~*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‘˜”œÂËò
Ù€€ € *
bf16xbf16->bf16Çºí£İ–H*
bf16xbf16->f32ı‡š»ÁÙG*
f16xf16->f16ßÍˆåäC*
f16xf16->f32£ÊŞ˜¿ĞB*
f32xf32->f32û‘„ïÉ°*&
f8e4m3fnuzxf8e4m3fnuz->bf16½ì»‰¹Ô*%
f8e4m3fnuzxf8e4m3fnuz->f32û¿ØÛ‰¾*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÕşšÇÍÃ*&
f8e4m3fnuzxf8e5m2fnuz->bf16¢¿Øö‡ò½*%
f8e4m3fnuzxf8e5m2fnuz->f32‘¼èïğ»*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz’½ëŞ¢ı3*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¹¯ò‹™Ä*&
f8e5m2fnuzxf8e4m3fnuz->bf16¤™ğé­óÀ*%
f8e5m2fnuzxf8e4m3fnuz->f32ß¨øÁ€Ç*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzóÀÂ‘™ö3*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzïİËÙçÎÃ
Ù€€ € *
bf16xbf16->bf16Ã¹áé†€]*
bf16xbf16->f32Î·„øÀØ\*
f16xf16->f16¨ĞŠ«É½Y*
f16xf16->f32šúü¬‚†X*
f32xf32->f32Ìî¯üÉ´#*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ö‹´èÑÅ‡*%
f8e4m3fnuzxf8e4m3fnuz->f32ıÒåª¤ø*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÒ˜¯…ö ˆ*&
f8e4m3fnuzxf8e5m2fnuz->bf16“¤—ğÈ—ú*%
f8e4m3fnuzxf8e5m2fnuz->f32ñ±®¼×Æö*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¯‰’İæâP*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzã¾¥ ´ƒ„*&
f8e5m2fnuzxf8e4m3fnuz->bf16·îÄşŒÓ‚*%
f8e5m2fnuzxf8e4m3fnuz->f32ç½Ú³ö¶ş*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‰·÷ÓşP*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÒ˜¯…ö ˆ
Ù€€ € *
bf16xbf16->bf16ÎŠÇ±’¬t*
bf16xbf16->f32ã‘”Çµs*
f16xf16->f16ú”ûµ¨òe*
f16xf16->f32‰ûöŠøÿe*
f32xf32->f32ÏÀŠ£ß/*&
f8e4m3fnuzxf8e4m3fnuz->bf16ééÉß«’Ö*%
f8e4m3fnuzxf8e4m3fnuz->f32¨³‰É÷¬Â*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¸¼ÜÓ²Õ*&
f8e4m3fnuzxf8e5m2fnuz->bf16•ş¯÷ê£¾*%
f8e4m3fnuzxf8e5m2fnuz->f32ë˜·­éóÄ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzË˜«Öı÷o*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzøèóÑ´Ê*&
f8e5m2fnuzxf8e4m3fnuz->bf16ØØôÿ˜ıĞ*%
f8e5m2fnuzxf8e4m3fnuz->f32çĞÈ±ƒÁ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÄÄºè±ßo*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‹Œà›ŸƒÓ
Û€€ € *
bf16xbf16->bf16ğÓÿ¡…ş}*
bf16xbf16->f32ºµÑƒ¤u*
f16xf16->f16ê…Ÿ±Ùs*
f16xf16->f32£ˆ½äÍ¦l*
f32xf32->f32ŞºùŞü›2*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÁïõÚ ú*%
f8e4m3fnuzxf8e4m3fnuz->f32¢’Ë¨ßı*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzè´Á³à¸ü*&
f8e4m3fnuzxf8e5m2fnuz->bf16 ÍÌ´î×„*%
f8e4m3fnuzxf8e5m2fnuz->f32¸ƒŠ…¡ëı*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÎˆïñÛ€*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÚ¾éÂ†§ş*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÛûÜİ‰ÿˆ*%
f8e5m2fnuzxf8e4m3fnuz->f32ûŞæ„èü*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzå¥À¡Áø€*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzú¡½İâù
Û€€  € *
bf16xbf16->bf16ŸË¼·ûñ|*
bf16xbf16->f32³©…è¿ñq*
f16xf16->f16‰úâ±®n*
f16xf16->f32Û‚áèj*
f32xf32->f32¾Å´ù1*&
f8e4m3fnuzxf8e4m3fnuz->bf16ßÌùÒ®›’*%
f8e4m3fnuzxf8e4m3fnuz->f32³Ñº®ó…*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzíä›éü*&
f8e4m3fnuzxf8e5m2fnuz->bf16½ğö›¨‘Š*%
f8e4m3fnuzxf8e5m2fnuz->f32 ¨¶èÂÆˆ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÚÃâŸù¥‘*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzš¾Ñğƒ*&
f8e5m2fnuzxf8e4m3fnuz->bf16£ïâÆº”*%
f8e5m2fnuzxf8e4m3fnuz->f32ïêÑ¼È‰‡*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzóáØµÙ¦*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzó”¡¨ù
Ğ€ € €*
bf16xbf16->bf16¡ÛöƒÁ±)*
bf16xbf16->f32œîÍÌè&*
f16xf16->f16ÕûõÃ ¦+*
f16xf16->f32—¤å‚©'*
f32xf32->f32ÕëíËñƒ*%
f8e4m3fnuzxf8e4m3fnuz->bf16Ğ™ˆÀ”Æ*$
f8e4m3fnuzxf8e4m3fnuz->f32ŠÕÓæÈÓ?*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¶­ÙÜØ**%
f8e4m3fnuzxf8e5m2fnuz->bf16ÿƒİ•¨ÛC*$
f8e4m3fnuzxf8e5m2fnuz->f32×œÛÁA*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæ–Ëù…„**+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz”ĞÓ† ß)*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÙŒÖâÄ·*$
f8e5m2fnuzxf8e4m3fnuz->f32©ˆè”Äƒ>*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzê×Í¸œ+*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz ĞÌ‹†Ö!
Ğ€ € €*
bf16xbf16->bf16†ßÂ”áÃ:*
bf16xbf16->f32üÚ³ş´Ú0*
f16xf16->f16†âÇ°ŠÈ8*
f16xf16->f32åÓç„Ï/*
f32xf32->f32©ƒ ÿª*%
f8e4m3fnuzxf8e4m3fnuz->bf16ÓëÎåç¼/*$
f8e4m3fnuzxf8e4m3fnuz->f32™Ğšƒªóa*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzş™áŸ“İr*%
f8e4m3fnuzxf8e5m2fnuz->bf16ñìˆ í‡o*$
f8e4m3fnuzxf8e5m2fnuz->f32©ò“Àèí^*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÉ›ÒÕ’+*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÃËÌÎú‰t*%
f8e5m2fnuzxf8e4m3fnuz->bf16·ÿ¹¹ì/*$
f8e5m2fnuzxf8e4m3fnuz->f32¹§Ñ…çû_*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzä´™áëÒ+*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzç‰üç¼öt
Õ€ € €*
bf16xbf16->bf16Ñèø§å“C*
bf16xbf16->f32—âÓ§¤š;*
f16xf16->f16•ë¯êáğB*
f16xf16->f32€É¤”©‡9*
f32xf32->f32æÍèÏ±ª *%
f8e4m3fnuzxf8e4m3fnuz->bf16öãë´½û*$
f8e4m3fnuzxf8e4m3fnuz->f32üùµ ®t*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz†Ï›µÚŒ*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ö»ò¬ğ‡‡*$
f8e4m3fnuzxf8e5m2fnuz->f32…“‹‘Êõt*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÅ·Ç‚‡¨/*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz›ŠœïµÚŠ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ğäŸ‚Îùƒ*$
f8e5m2fnuzxf8e4m3fnuz->f32¦º¾º“Ùo*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz‚Ï¥ÑÚ“0*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¿éÆÀÃÛŒ
Ö€ € €*
bf16xbf16->bf16í°Åé«—K*
bf16xbf16->f32»Æ€ÔÁ“;*
f16xf16->f16Ä¶øùÇH*
f16xf16->f32ê¼Å¡â9*
f32xf32->f32‰ñÑÍ„÷*&
f8e4m3fnuzxf8e4m3fnuz->bf16¶Ğ‹¿ã†*$
f8e4m3fnuzxf8e4m3fnuz->f32õìæšÃl*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzªÕªÕ†ù*&
f8e4m3fnuzxf8e5m2fnuz->bf16ò‡¹˜*$
f8e4m3fnuzxf8e5m2fnuz->f32š²›êËçn*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz€¹ß´Û«2*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzë»Â“Ç•*&
f8e5m2fnuzxf8e4m3fnuz->bf16¥êÖ¤íâ*$
f8e5m2fnuzxf8e4m3fnuz->f32Ï¥ ‚ßáo*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzæÛóÊŠ2*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzªÕªÕ†ù
Ù€ €  €*
bf16xbf16->bf16èÁà¿í³L*
bf16xbf16->f32î³é¹â>*
f16xf16->f16¾ò¯ÔÏ¼K*
f16xf16->f32«”¾®Š;*
f32xf32->f32àüŸ²Œ¹!*&
f8e4m3fnuzxf8e4m3fnuz->bf16à«ğ€À³§*%
f8e4m3fnuzxf8e4m3fnuz->f32ôÉ‹äÅ†*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzçœ÷‘öµ*&
f8e4m3fnuzxf8e5m2fnuz->bf16…ŸÆæ³ã¨*%
f8e4m3fnuzxf8e5m2fnuz->f32öÛ€ÿÙï†*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz÷ÁÒ¶¥…8*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzíÔé˜‚ß³*&
f8e5m2fnuzxf8e4m3fnuz->bf16¢ÿÕ¬“Á©*%
f8e5m2fnuzxf8e4m3fnuz->f32¤ø™›Ö¶ˆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzé›àû×›7*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¢î›«Œã¶
Ğ€ € €*
bf16xbf16->bf16®ßÖĞŒ¥9*
bf16xbf16->f32ì€ş®Íó6*
f16xf16->f16¯É®œ :*
f16xf16->f32Ş½êö3*
f32xf32->f32šâ¯Ø°Û*%
f8e4m3fnuzxf8e4m3fnuz->bf16İ­™ÚèÈo*$
f8e4m3fnuzxf8e4m3fnuz->f32Èâò÷d*+
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“âº ªú8*%
f8e4m3fnuzxf8e5m2fnuz->bf16¢üÁ°Šp*$
f8e4m3fnuzxf8e5m2fnuz->f32‡“ùºÅÀg*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÉÿøßÔ7*+
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¥üú•ôà8*%
f8e5m2fnuzxf8e4m3fnuz->bf16ÉÈğºél*$
f8e5m2fnuzxf8e4m3fnuz->f32•âŞ·äÿi*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÜ†Š™€¿9*+
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz£íÀ‚Ì7
Ù€ € €*
bf16xbf16->bf16 ıÔ±¦L*
bf16xbf16->f32˜ò‹ï…’D*
f16xf16->f16ŠÇÙŒÙ¡I*
f16xf16->f32ÛğÚï‚ó?*
f32xf32->f32ÆÚ‚«ó›%*&
f8e4m3fnuzxf8e4m3fnuz->bf16¬‹Ô¼ô *%
f8e4m3fnuzxf8e4m3fnuz->f32ò¸Ã´²¢›*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz˜¯¸Ê£Ì²*&
f8e4m3fnuzxf8e5m2fnuz->bf16‡ÊåÂº‡¯*%
f8e4m3fnuzxf8e5m2fnuz->f32ˆü„ìËÒ *+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzùßß‡è“?*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzóŒß¥ù¶*&
f8e5m2fnuzxf8e4m3fnuz->bf16—ÿÛˆ‹¹¤*%
f8e5m2fnuzxf8e4m3fnuz->f32Û¹°ã¨™*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz…¿ËÑÒø?*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz˜¯¸Ê£Ì²
Ù€ € €*
bf16xbf16->bf16¾§¨¯×¸^*
bf16xbf16->f32ëĞÑ­‘æN*
f16xf16->f16¿¤êÈêV*
f16xf16->f32´†¨ºì±L*
f32xf32->f32‰¢Ü°«ü$*&
f8e4m3fnuzxf8e4m3fnuz->bf16àÓ²¢äÏª*%
f8e4m3fnuzxf8e4m3fnuz->f32İ‰ã€½ü¼*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz”»Ş¸ æ*&
f8e4m3fnuzxf8e5m2fnuz->bf16°„İÙáëÕ*%
f8e4m3fnuzxf8e5m2fnuz->f32°ŠÆ–àıº*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¹‰ØØ¿ŒH*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÁÙ©ÿ…Óß*&
f8e5m2fnuzxf8e4m3fnuz->bf16¬êƒ“”·¬*%
f8e5m2fnuzxf8e4m3fnuz->f32ÖÑ°·‘û’*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzƒ âõ³¤H*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz²×Ô×îóß
Ù€ € €*
bf16xbf16->bf16Ó¤ÌÒ·á`*
bf16xbf16->f32—ŞÜ²ÒİO*
f16xf16->f16òÜ‹åÂ¿[*
f16xf16->f32 ñ¬¼©ÏK*
f32xf32->f32Ù³Ü¥‰ñ%*&
f8e4m3fnuzxf8e4m3fnuz->bf16å¹½ÅûÅÖ*%
f8e4m3fnuzxf8e4m3fnuz->f32Ì¸ÀÒ·¬*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz»ÜŸõÅê*&
f8e4m3fnuzxf8e5m2fnuz->bf16†šŠáª…Ò*%
f8e4m3fnuzxf8e5m2fnuz->f32—†Û´*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÎÆ×˜­œM*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz´ö¸¨âÖì*&
f8e5m2fnuzxf8e4m3fnuz->bf16§®àßàèÇ*%
f8e5m2fnuzxf8e4m3fnuz->f32‚ÍèÃÍÄº*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÎëê¬Ï­K*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz‹îÿĞÄë
Ù€ €  €*
bf16xbf16->bf16Ã’£Ã£b*
bf16xbf16->f32ÒóÈÁ„W*
f16xf16->f16è„•á±®^*
f16xf16->f32³ı£ÍìøO*
f32xf32->f32Åú¯Æà**&
f8e4m3fnuzxf8e4m3fnuz->bf16›¨¿˜•‹ô*%
f8e4m3fnuzxf8e4m3fnuz->f32İˆšõ¨Î*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz·ŒŠÃ£ïò*&
f8e4m3fnuzxf8e5m2fnuz->bf16ÛòÄÂ‹ºæ*%
f8e4m3fnuzxf8e5m2fnuz->f32à¢‹´º¼Ğ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz´ÃœÁıS*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¬£¨è ¢ş*&
f8e5m2fnuzxf8e4m3fnuz->bf16ÿç‚ºïù*%
f8e5m2fnuzxf8e4m3fnuz->f32šñ…ş—ğÂ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÚíÌ¼™ûS*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzø–¶´ô
Ù€ € €*
bf16xbf16->bf16öÚ†Â÷ßE*
bf16xbf16->f32Óš•³Î¸A*
f16xf16->f16Ô¾…©Ä¶B*
f16xf16->f32Óš•³Î¸A*
f32xf32->f32§ŠÃ«½Â*&
f8e4m3fnuzxf8e4m3fnuz->bf16øî¢åÚ¡*%
f8e4m3fnuzxf8e4m3fnuz->f32Ñ‚õÿÃÍ£*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz˜í¬®ı·*&
f8e4m3fnuzxf8e5m2fnuz->bf16±¡ÈÕ³À­*%
f8e4m3fnuzxf8e5m2fnuz->f32Òç¡Öğ£*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæÀ´’‹”C*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÍ²Í²Íø*&
f8e5m2fnuzxf8e4m3fnuz->bf16±¬‡£”Ö«*%
f8e5m2fnuzxf8e4m3fnuz->f32‘áôÀÂØ¦*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz˜–¿àéÿC*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzšÌ„ĞœÍ¶
Ù€ € €*
bf16xbf16->bf16äñÚø¯ÚY*
bf16xbf16->f32æå«ñıT*
f16xf16->f16íÚ²¡¸±U*
f16xf16->f32¼£íıïQ*
f32xf32->f32¬Ñè¬ëû)*&
f8e4m3fnuzxf8e4m3fnuz->bf16—ñë×Ğƒã*%
f8e4m3fnuzxf8e4m3fnuz->f32ûó°ÊÒïÛ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz‚‘•şÚ®ñ*&
f8e4m3fnuzxf8e5m2fnuz->bf16Û³¤ÌÛ³î*%
f8e4m3fnuzxf8e5m2fnuz->f32­ºûÂ®Ü*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz™Ğ¡‹’V*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz²ãö´°Äí*&
f8e5m2fnuzxf8e4m3fnuz->bf16Ûšñ¶Ô£é*%
f8e5m2fnuzxf8e4m3fnuz->f32¤µ¦éÒâ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¦³Öù¡ïV*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¾Ìáè—±ì
Ù€ € €*
bf16xbf16->bf16Åè‡Çáp*
bf16xbf16->f32¤¡‚Û‹©d*
f16xf16->f16ÕÜùä¹¤e*
f16xf16->f32ûŒÿ¹Ÿ]*
f32xf32->f32¿õ›Ş¹ò(*&
f8e4m3fnuzxf8e4m3fnuz->bf16Ú¨šƒò‹*%
f8e4m3fnuzxf8e4m3fnuz->f32³Ó§ÇÚã€*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzèüŒèãƒš*&
f8e4m3fnuzxf8e5m2fnuz->bf16ûÇæ•Â€*%
f8e4m3fnuzxf8e5m2fnuz->f32®çä‹­ãı*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzğ‚éÈÍ»^*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÛ«¼—Ãÿ¡*&
f8e5m2fnuzxf8e4m3fnuz->bf16àÍÛ•øø*%
f8e5m2fnuzxf8e4m3fnuz->f32í”ñ½Ü¶…*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¿ß½­Ğç^*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzüöÆõ ’
Ù€ € €*
bf16xbf16->bf16à›©¨¯Õq*
bf16xbf16->f32Î•çôµ¢g*
f16xf16->f16Š³•Ì¢œh*
f16xf16->f32ùÔ™…_*
f32xf32->f32ÒÂş°›æ+*&
f8e4m3fnuzxf8e4m3fnuz->bf16æéà¯¤ *%
f8e4m3fnuzxf8e4m3fnuz->f32†÷ÿÏìÙŠ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz½›ÃõÅÛ§*&
f8e4m3fnuzxf8e5m2fnuz->bf16½•¿“Ú–*%
f8e4m3fnuzxf8e5m2fnuz->f32ä¢®Å½ù…*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzæ°èşó±i*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¥Ì¨÷Øê®*&
f8e5m2fnuzxf8e4m3fnuz->bf16øù˜›—Â©*%
f8e5m2fnuzxf8e4m3fnuz->f32òåéûŞ†*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz»—ù²ş”j*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz§åìó†®
Ù€ €  €*
bf16xbf16->bf16ÙÇ¬¯àès*
bf16xbf16->f32ÓÖ×ëÏ‰k*
f16xf16->f16ñªÉ¨¼øi*
f16xf16->f32¡Çï²›¨`*
f32xf32->f32ë‘Ÿ´ÇÀ0*&
f8e4m3fnuzxf8e4m3fnuz->bf16³ñ¦³ğÈ*%
f8e4m3fnuzxf8e4m3fnuz->f32­Û÷†‚ø¤*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÅÌÁÿŠÏÊ*&
f8e4m3fnuzxf8e5m2fnuz->bf16¾Ü„ş°¿*%
f8e4m3fnuzxf8e5m2fnuz->f32¤‘„Ø“§*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzğØåúãËk*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¬«Àµ…ØÊ*&
f8e5m2fnuzxf8e4m3fnuz->bf16¨³‰É÷¬Â*%
f8e5m2fnuzxf8e4m3fnuz->f32Â´Ø€Ÿ£*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzß‘ıóšÖp*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzˆĞ£ÒÄ¾
Ù€ € €*
bf16xbf16->bf16òÜÓ×àÅM*
bf16xbf16->f32»¾ì¡ñK*
f16xf16->f16¤ğ©¸¸òJ*
f16xf16->f32¶¼»…üI*
f32xf32->f32°Ü§®îõ*&
f8e4m3fnuzxf8e4m3fnuz->bf16¤µ¦éÒâ*%
f8e4m3fnuzxf8e4m3fnuz->f32­ºûÂ®Ü*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz“‹¡½Œææ*&
f8e4m3fnuzxf8e5m2fnuz->bf16ùóëšÀÜè*%
f8e4m3fnuzxf8e5m2fnuz->f32­×Ûà¶­İ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¤ğ©¸¸òJ*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz©ÿÉŸŞóä*&
f8e5m2fnuzxf8e4m3fnuz->bf16‚‘•şÚ®ñ*%
f8e5m2fnuzxf8e4m3fnuz->f32ãÙ‘ÀÚŞ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzğ·’”¯¦K*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¤µ¦éÒâ
Ù€ € €*
bf16xbf16->bf16½µÍ®àÓc*
bf16xbf16->f32¤­ëŞ‡™a*
f16xf16->f16ëˆ¿áÂí^*
f16xf16->f32é¥êÑ—ü[*
f32xf32->f32èş‹¾ŞÄ+*&
f8e4m3fnuzxf8e4m3fnuz->bf16Î‚â¿¤ú¬*%
f8e4m3fnuzxf8e4m3fnuz->f32ÑæÃÍ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¥Ë–­ÚœŸ*&
f8e4m3fnuzxf8e5m2fnuz->bf16¡à¶èı·š*%
f8e4m3fnuzxf8e5m2fnuz->f32…»¸•È—*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzà«Ó±®³f*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzËà’Ø„–*&
f8e5m2fnuzxf8e4m3fnuz->bf16É»¤ÈÙÍ—*%
f8e5m2fnuzxf8e4m3fnuz->f32€„ã¶ò¥’*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzêèÕf*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz†Ç–š¨Šœ
Ù€ € €*
bf16xbf16->bf16½…‘ô¹{*
bf16xbf16->f32ÀòÊ€€Ío*
f16xf16->f16Ã’‹÷”“m*
f16xf16->f32Ù±ö¢Œh*
f32xf32->f32äİ‹™æ,*&
f8e4m3fnuzxf8e4m3fnuz->bf16öï‹À¥ó*%
f8e4m3fnuzxf8e4m3fnuz->f32¼ÅÉ¯£ñ½*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÒò¶åĞ¥É*&
f8e4m3fnuzxf8e5m2fnuz->bf16¤È„êãÇ*%
f8e4m3fnuzxf8e5m2fnuz->f32÷©ñ¨§¸»*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¹ÉŞÅÔ­p*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŠßì§Î‘Ò*&
f8e5m2fnuzxf8e4m3fnuz->bf16óæŠ‹½ÕÏ*%
f8e5m2fnuzxf8e4m3fnuz->f32©†æ§‘¯À*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz±Ïáï³p*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¼Õ¸¬Ô
Ù€ € €*
bf16xbf16->bf16í¨Ü¬äz*
bf16xbf16->f32úû¸õ„Çw*
f16xf16->f16›ó¨«¸Áp*
f16xf16->f32­Å¶Úğ–j*
f32xf32->f32Àê¤œáı0*&
f8e4m3fnuzxf8e4m3fnuz->bf16°æ¯Í×Íû*%
f8e4m3fnuzxf8e4m3fnuz->f32û‡ŠœäÚ*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÀñÓœ­³ğ*&
f8e4m3fnuzxf8e5m2fnuz->bf16âá¡Ãùèç*%
f8e4m3fnuzxf8e5m2fnuz->f32Ş€´ÈğÉÔ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¹¶ïÿ‘º~*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzŞ«€Û»Œñ*&
f8e5m2fnuzxf8e4m3fnuz->bf16‚ÙÍ÷½Õê*%
f8e5m2fnuzxf8e4m3fnuz->f32¼¡¸­æ¬×*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¹¶ïÿ‘º~*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzœ„­ƒó
Û€ €  €*
bf16xbf16->bf16”†Œğí€|*
bf16xbf16->f32Ñ±×ğÇ–z*
f16xf16->f16úÑæËæío*
f16xf16->f32‚ÿ«˜„‹k*
f32xf32->f32ËíäØ· 5*&
f8e4m3fnuzxf8e4m3fnuz->bf16ãàÖ»ƒ³ş*%
f8e4m3fnuzxf8e4m3fnuz->f32Ğ‹óº»—ô*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuz¦ìÛ«àÿ—*&
f8e4m3fnuzxf8e5m2fnuz->bf16‘öãµÂÌˆ*%
f8e4m3fnuzxf8e5m2fnuz->f32Ë¥öš…Šó*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz¢ÜÉ•³‡*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz…ÆŸñãŞ‰*&
f8e5m2fnuzxf8e4m3fnuz->bf16Çó—¡Œ“*%
f8e5m2fnuzxf8e4m3fnuz->f32Ÿù¨ó¨¿ø*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz ‰öó’‘‡*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¼ïº…Ò˜
Ù€ € € *
bf16xbf16->bf16£¡ÓêÕW*
bf16xbf16->f32€¦œ é›V*
f16xf16->f16øÌ‹Œó¬V*
f16xf16->f32ó¿Ú˜Ğ¥U*
f32xf32->f32™„³§€Ş*&
f8e4m3fnuzxf8e4m3fnuz->bf16é²à›ÒÀú*%
f8e4m3fnuzxf8e4m3fnuz->f32¢€±Ÿéûû*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzéÇ‘©“Ìş*&
f8e4m3fnuzxf8e5m2fnuz->bf16À ÅãÑˆù*%
f8e4m3fnuzxf8e5m2fnuz->f32ìÍ—ä³áş*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzç¾½ñëˆO*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz‰èóŒ„çû*&
f8e5m2fnuzxf8e4m3fnuz->bf16áÉ¥±¢Òû*%
f8e5m2fnuzxf8e4m3fnuz->f32Öºäè‹Ğ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzÅçèĞ¶O*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzñŞÒ™¹ı
Ù€ € € *
bf16xbf16->bf16¢¶¼û·×h*
bf16xbf16->f32ú°ÃŒĞg*
f16xf16->f16úÿ—«à—c*
f16xf16->f32ÚôÙ¨Úa*
f32xf32->f32‚¹òƒÍ.*&
f8e4m3fnuzxf8e4m3fnuz->bf16ğö«ÀíÑ*%
f8e4m3fnuzxf8e4m3fnuz->f32®ªÉÕ¾­Ç*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzİÔà³ŠÇ*&
f8e4m3fnuzxf8e5m2fnuz->bf16®é¹¿§ŒÄ*%
f8e4m3fnuzxf8e5m2fnuz->f32ï§Ø«ŸíÅ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzóÚ·âëİq*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz„Î¦î‘°Ì*&
f8e5m2fnuzxf8e4m3fnuz->bf16¼£ƒø›¯Í*%
f8e5m2fnuzxf8e4m3fnuz->f32°¾µ™áùÆ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzò‰ˆê¿Ùq*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÖ·‡—ƒÃÏ
Ù€ € € *
bf16xbf16->bf16îŞØ· µz*
bf16xbf16->f32²ºÛÏ«¾x*
f16xf16->f16¸„ÂÁ¯Ãr*
f16xf16->f32×¶¢Ä²Ğn*
f32xf32->f32šäŠ˜üê.*&
f8e4m3fnuzxf8e4m3fnuz->bf16ÈáÌ½Ù*%
f8e4m3fnuzxf8e4m3fnuz->f32ã€”Ùá§ù*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÇıßõí‹*&
f8e4m3fnuzxf8e5m2fnuz->bf16ğØÕ»Õ¦ˆ*%
f8e4m3fnuzxf8e5m2fnuz->f32ªãÙ÷ôÛÿ*+
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzÌ¾Åó¹’*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz…€È·‘åŒ*&
f8e5m2fnuzxf8e4m3fnuz->bf16ù†‘ôÈÎ‡*%
f8e5m2fnuzxf8e4m3fnuz->f32ŸŠçæ‰Ÿÿ*+
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzé©ôÙê‹*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzÎ½ıãåŒ
Ü€ € € *
bf16xbf16->bf16¦¹ÿ·ŒÕ*
bf16xbf16->f32äÖ°¿Æè}*
f16xf16->f16¨øÿÿ’Àr*
f16xf16->f32‡ˆ’Õõòp*
f32xf32->f32Ÿôµ›æ¹3*&
f8e4m3fnuzxf8e4m3fnuz->bf16ŸùŠ®†å*%
f8e4m3fnuzxf8e4m3fnuz->f32óŞßŸ·Ä*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzâËşÅá¤*&
f8e4m3fnuzxf8e5m2fnuz->bf16Ëˆ‡›ô±›*%
f8e4m3fnuzxf8e5m2fnuz->f32ÄÓ»”¿¡*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuz•ÎÉµŸ¤*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuz¢ëÇ•«¢*&
f8e5m2fnuzxf8e4m3fnuz->bf16à×ÊäÍ *%
f8e5m2fnuzxf8e4m3fnuz->f32şèıìÏ“*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuz¸›Úøß¸*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuz¨Ùõòú¢
İ€ €  € *
bf16xbf16->bf16Ø¸Ç°‹á…*
bf16xbf16->f32â×”àĞÓƒ*
f16xf16->f16ü“ï‘‡¨t*
f16xf16->f32ÚŠàš¦‰p*
f32xf32->f32ÿİ–¢ÎÌ7*&
f8e4m3fnuzxf8e4m3fnuz->bf16”“ÆåŸ¦*%
f8e4m3fnuzxf8e4m3fnuz->f32±˜Ñ¹Š›*,
!f8e4m3fnuzxf8e4m3fnuz->f8e4m3fnuzÿ°¼±Šè®*&
f8e4m3fnuzxf8e5m2fnuz->bf16£ïïşÃ¥*%
f8e4m3fnuzxf8e5m2fnuz->f32€ÄôÜß˜*,
!f8e4m3fnuzxf8e5m2fnuz->f8e4m3fnuzŞøöµä¨•*,
!f8e4m3fnuzxf8e5m2fnuz->f8e5m2fnuzÛ»‚õü¯*&
f8e5m2fnuzxf8e4m3fnuz->bf16±“£¢Ç£®*%
f8e5m2fnuzxf8e4m3fnuz->f32ˆÍÉË»²œ*,
!f8e5m2fnuzxf8e4m3fnuz->f8e4m3fnuzê²¤Îº•*,
!f8e5m2fnuzxf8e4m3fnuz->f8e5m2fnuzì¨»˜“¾°
›†
gfx950†
†€€ €*
bf16xbf16->bf16´¤³ú*
bf16xbf16->f32—“ÅÏ˜*
f16xf16->f16åšåšñ›*
f16xf16->f32ªÕªÕ¹Ë*
f32xf32->f32şï†Ø*!
f8e4m3fnxf8e4m3fn->bf16òµ¨Şş€* 
f8e4m3fnxf8e4m3fn->f32ÌÎÅé©«*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÙ‹²¯‰*
f8e4m3fnxf8e5m2->bf16Ïï˜í´ç*
f8e4m3fnxf8e5m2->f32»àÜöô°*#
f8e4m3fnxf8e5m2->f8e4m3fn¤¨Úñí÷*!
f8e4m3fnxf8e5m2->f8e5m2ìÃÙ€éŠ*
f8e5m2xf8e4m3fn->bf16ÊÑ²Ô¤Œ*
f8e5m2xf8e4m3fn->f32ÿÁ‹¦ú¨*#
f8e5m2xf8e4m3fn->f8e4m3fn—ğ‚®¨’*!
f8e5m2xf8e4m3fn->f8e5m2¦´¢“Â†
†€€ €*
bf16xbf16->bf16øëñ×ƒÂ*
bf16xbf16->f32Á—§ÁŸò*
f16xf16->f16«¦®¹‡*
f16xf16->f32ÂÚ€ãÄ›*
f32xf32->f32¨”ŠÅ‚¶*!
f8e4m3fnxf8e4m3fn->bf16¸Šåˆ£* 
f8e4m3fnxf8e4m3fn->f32«ºï€•Ì*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¼ÏçƒÑ*
f8e4m3fnxf8e5m2->bf16•£å¨É˜*
f8e4m3fnxf8e5m2->f32Â›í¦Í*#
f8e4m3fnxf8e5m2->f8e4m3fnÈĞ´ãÛï*!
f8e4m3fnxf8e5m2->f8e5m2ß‘Š˜¹ã*
f8e5m2xf8e4m3fn->bf16•£å¨É˜*
f8e5m2xf8e4m3fn->f32ú®’ëÍ*#
f8e5m2xf8e4m3fn->f8e4m3fn»Ä»Ä›Æ*!
f8e5m2xf8e4m3fn->f8e5m2¯ØÕ Í˜
†€€ €*
bf16xbf16->bf16½¾ã´Ó*
bf16xbf16->f32à—®ıáî*
f16xf16->f16÷Íî®Ï*
f16xf16->f32šÑ‰Íˆš*
f32xf32->f32Ò‚ƒ¨’À*!
f8e4m3fnxf8e4m3fn->bf16ù¼Ï‡¢* 
f8e4m3fnxf8e4m3fn->f32Ÿİ¾ºİ†*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‘¡éÆ·ß*
f8e4m3fnxf8e5m2->bf16„µÆ‰·*
f8e4m3fnxf8e5m2->f32ü‡®˜é£*#
f8e4m3fnxf8e5m2->f8e4m3fnÄæÙ†Êş*!
f8e4m3fnxf8e5m2->f8e5m2ù¼Ï‡¢*
f8e5m2xf8e4m3fn->bf16ªÆÊÑ’±*
f8e5m2xf8e4m3fn->f32ùãŠÏ‘*#
f8e5m2xf8e4m3fn->f8e4m3fnÒÁ´Íé*!
f8e5m2xf8e4m3fn->f8e5m2õ†¦‘ßŸ
†€€ €*
bf16xbf16->bf16î‘î‘î˜*
bf16xbf16->f32¤¿œš
*
f16xf16->f16Ó·ú¦¯¢*
f16xf16->f32æõû—£”*
f32xf32->f32à—®ıáî*!
f8e4m3fnxf8e4m3fn->bf16€©Ú›‚›* 
f8e4m3fnxf8e4m3fn->f32ñ¹ÍÕƒÜ	*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÆ¹Æ¹†ê*
f8e4m3fnxf8e5m2->bf16Î‘•æíÿ*
f8e4m3fnxf8e5m2->f32à¾¾ËÁÄ	*#
f8e4m3fnxf8e5m2->f8e4m3fnà©”£ÀŒ*!
f8e4m3fnxf8e5m2->f8e5m2à­Ÿ›ã *
f8e5m2xf8e4m3fn->bf16ê¥Ìµ¡„*
f8e5m2xf8e4m3fn->f32¼Ê×ù„
*#
f8e5m2xf8e4m3fn->f8e4m3fn€©Ú›‚›*!
f8e5m2xf8e4m3fn->f8e5m2³í¬›«…
†€€  €*
bf16xbf16->bf16âóš«‡¸*
bf16xbf16->f32şÜ‰¯ÏÆ*
f16xf16->f16ùš”¯ó‰*
f16xf16->f32€€€€´‰*
f32xf32->f32 ¯ëœşÉ
*!
f8e4m3fnxf8e4m3fn->bf16í’ğí€* 
f8e4m3fnxf8e4m3fn->f32 Á‚…êú*%
f8e4m3fnxf8e4m3fn->f8e4m3fnû´„Ëû…*
f8e4m3fnxf8e5m2->bf16æàìƒù*
f8e4m3fnxf8e5m2->f32µ‡Í•ñ¯*#
f8e4m3fnxf8e5m2->f8e4m3fnĞÖÂ‘Äš*!
f8e4m3fnxf8e5m2->f8e5m2ëå»À££*
f8e5m2xf8e4m3fn->bf16Ğ©ˆèç*
f8e5m2xf8e4m3fn->f32ê¥Ìµ¡„*#
f8e5m2xf8e4m3fn->f8e4m3fnû’´¯ÂÍ*!
f8e5m2xf8e4m3fn->f8e5m2Å»ñ®Ü­
†€€ €*
bf16xbf16->bf16é šÈæô*
bf16xbf16->f32¬›ëæª¡*
f16xf16->f16ÂÚ€ãÄ›*
f16xf16->f32ÃÌ»ÈÙ„*
f32xf32->f32¯ØÕ Í˜*!
f8e4m3fnxf8e4m3fn->bf16ñÂš§ò·* 
f8e4m3fnxf8e4m3fn->f32Á—§ÁŸò*%
f8e4m3fnxf8e4m3fn->f8e4m3fnâÎØ“ÀÕ*
f8e4m3fnxf8e5m2->bf16¢ó¬ƒ¥ÿ*
f8e4m3fnxf8e5m2->f32ÍèÄ¦„*#
f8e4m3fnxf8e5m2->f8e4m3fnÃÌ»ÈÙ„*!
f8e4m3fnxf8e5m2->f8e5m2¢ó¬ƒ¥ÿ*
f8e5m2xf8e4m3fn->bf16ÈĞ´ãÛï*
f8e5m2xf8e4m3fn->f32ªÕª•Ğü*#
f8e5m2xf8e4m3fn->f8e4m3fnœŸ†Î¯Ü*!
f8e5m2xf8e4m3fn->f8e5m2ªÒ€‰Şê
†€€ €*
bf16xbf16->bf16Ô¤’¼Õ*
bf16xbf16->f32ÀÆ»ë¹”*
f16xf16->f16¸¾Œœß¸*
f16xf16->f32®Ëƒ·Ö*
f32xf32->f32øÜæêî*!
f8e4m3fnxf8e4m3fn->bf16—ºÑ‹Æ* 
f8e4m3fnxf8e4m3fn->f32Ş„íË°Ó*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÙ‡˜û Ş*
f8e4m3fnxf8e5m2->bf16ªÕªÕæ­*
f8e4m3fnxf8e5m2->f32ãœãœƒõ*#
f8e4m3fnxf8e5m2->f8e4m3fné›½Ó—Ñ*!
f8e4m3fnxf8e5m2->f8e5m2å²Ù¬†‡*
f8e5m2xf8e4m3fn->bf16æ¥„Ï´*
f8e5m2xf8e4m3fn->f32ñ­ÙÏƒá*#
f8e5m2xf8e4m3fn->f8e4m3fn…·ÚÌš*!
f8e5m2xf8e4m3fn->f8e5m2Ù‡˜û Ş
†€€ €*
bf16xbf16->bf16™ÙÈƒˆÑ
*
bf16xbf16->f32øÜ°ÒÇ
*
f16xf16->f16ş áÍ†‡*
f16xf16->f32¨«áˆ¢Í*
f32xf32->f32õ’æÚÂ*!
f8e4m3fnxf8e4m3fn->bf16¼áÖ‚µâ* 
f8e4m3fnxf8e4m3fn->f32óæÍ›÷ı*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÌÌçÃëö*
f8e4m3fnxf8e5m2->bf16ÀÜ¦„¤é*
f8e4m3fnxf8e5m2->f32ğÙ”ª»‚*#
f8e4m3fnxf8e5m2->f8e4m3fn¤’É¤îÏ*!
f8e4m3fnxf8e5m2->f8e5m2æòÈŸ××*
f8e5m2xf8e4m3fn->bf16û‘¸Ÿ¢±*
f8e5m2xf8e4m3fn->f32ƒ‚¬şƒ*#
f8e5m2xf8e4m3fn->f8e4m3fnç¹ÎóŒ§*!
f8e5m2xf8e4m3fn->f8e5m2à­Ÿ›ã 
†€€ €*
bf16xbf16->bf16¥‰¶€±’*
bf16xbf16->f32ıì­’À…*
f16xf16->f16ÅØ™ø–ğ*
f16xf16->f32ëáã•«*
f32xf32->f32ı€æğÒØ*!
f8e4m3fnxf8e4m3fn->bf16í’ğí€* 
f8e4m3fnxf8e4m3fn->f32¨«áˆ¢Í*%
f8e4m3fnxf8e4m3fn->f8e4m3fnªÕªÕš·*
f8e4m3fnxf8e5m2->bf16ˆ—Ô¹’¿*
f8e4m3fnxf8e5m2->f32î”Ÿ÷£*#
f8e4m3fnxf8e5m2->f8e4m3fnƒ¸àÁó*!
f8e4m3fnxf8e5m2->f8e5m2Îóœç™Î*
f8e5m2xf8e4m3fn->bf16”®²ˆì*
f8e5m2xf8e4m3fn->f32Ä¯ÀÌç*#
f8e5m2xf8e4m3fn->f8e4m3fn–Ëå²™œ*!
f8e5m2xf8e4m3fn->f8e5m2ªÕªÕš·
†€€  €*
bf16xbf16->bf16šÈ†Ò'*
bf16xbf16->f32ŠÅ¢Ñ¨à&*
f16xf16->f16ÊÒ”¥©°'*
f16xf16->f32Î¼èúÌƒ&*
f32xf32->f32”»ÙÍ™ß*!
f8e4m3fnxf8e4m3fn->bf16Ûí¶Û­Ì+* 
f8e4m3fnxf8e4m3fn->f32¢Ó¢ÿÏ±*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‹±³ğ­à+*
f8e4m3fnxf8e5m2->bf16öƒ˜ÃËâ.*
f8e4m3fnxf8e5m2->f32ÊÒ”¥©°'*#
f8e4m3fnxf8e5m2->f8e4m3fnºÑ‹İè±,*!
f8e4m3fnxf8e5m2->f8e5m2î«ÁÙ¤×**
f8e5m2xf8e4m3fn->bf16²Şëâè/*
f8e5m2xf8e4m3fn->f32€€€€è’&*#
f8e5m2xf8e4m3fn->f8e4m3fnêƒèÕ‡Ü-*!
f8e5m2xf8e4m3fn->f8e5m2æ‰­áı*
†€€ €*
bf16xbf16->bf16â…µÎäï*
bf16xbf16->f32¬¸äœÁ¦*
f16xf16->f16­ÙÏÃ¤™*
f16xf16->f32®Ëƒ·Ö*
f32xf32->f32î²âœ™ü*!
f8e4m3fnxf8e4m3fn->bf16ˆ²ŠöÚĞ* 
f8e4m3fnxf8e4m3fn->f32Ğºì»é*%
f8e4m3fnxf8e4m3fn->f8e4m3fn€€€€ *
f8e4m3fnxf8e5m2->bf16½öãæˆÖ*
f8e4m3fnxf8e5m2->f32½€İúÀÛ*#
f8e4m3fnxf8e5m2->f8e4m3fnø‘½ÿƒ*!
f8e4m3fnxf8e5m2->f8e5m2€€€€ *
f8e5m2xf8e4m3fn->bf16¦©¦©¦Ë*
f8e5m2xf8e4m3fn->f32æ»­Œò*#
f8e5m2xf8e4m3fn->f8e4m3fnãœãœƒõ*!
f8e5m2xf8e4m3fn->f8e5m2íóÚÓÃ
†€€ €*
bf16xbf16->bf16¼áÖ‚µâ*
bf16xbf16->f32ˆè”„ô³*
f16xf16->f16â‚’µ™‚*
f16xf16->f32Ëå²ÙŒ*
f32xf32->f32¢¥Çì“Ô	*!
f8e4m3fnxf8e4m3fn->bf16‘ä”ìµ¡* 
f8e4m3fnxf8e4m3fn->f32ûìÇÍ‘¬*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¼Ê×ù„
*
f8e4m3fnxf8e5m2->bf16¨«áˆ¢Í*
f8e4m3fnxf8e5m2->f32¹ ¢«¸ß
*#
f8e4m3fnxf8e5m2->f8e4m3fnâİ¸—î–*!
f8e4m3fnxf8e5m2->f8e5m2àŞãÔ¡ô	*
f8e5m2xf8e4m3fn->bf16¢ìŒ¼‹ø
*
f8e5m2xf8e4m3fn->f32Äô•Ç±*#
f8e5m2xf8e4m3fn->f8e4m3fnÚƒæµ§‡*!
f8e5m2xf8e4m3fn->f8e5m2¨Òş¸¦ä

†€€ €*
bf16xbf16->bf16÷Ù›£Ø*
bf16xbf16->f32äääääƒ*
f16xf16->f16ùÂ­…êÄ*
f16xf16->f32Æ·å¾„*
f32xf32->f32“ËñÁÀ®*!
f8e4m3fnxf8e4m3fn->bf16Ã˜Ã˜Ã‚* 
f8e4m3fnxf8e4m3fn->f32Ò„Í±ùÒ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÏê‡£*
f8e4m3fnxf8e5m2->bf16™‰Ÿ¬*
f8e4m3fnxf8e5m2->f32À¯ÜúÃİ*#
f8e4m3fnxf8e5m2->f8e4m3fnî‘î‘î˜*!
f8e4m3fnxf8e5m2->f8e5m2œÇã‘ú*
f8e5m2xf8e4m3fn->bf16†•Òş£˜*
f8e5m2xf8e4m3fn->f32ŸÒ¸‰*#
f8e5m2xf8e4m3fn->f8e4m3fn™‰Ÿ¬*!
f8e5m2xf8e4m3fn->f8e5m2£ÂÒï¾
†€€ €*
bf16xbf16->bf16Õ¾ìáÅ˜*
bf16xbf16->f32º­ÜÙÂ*
f16xf16->f16·å¾’å*
f16xf16->f32Õƒü‘*
f32xf32->f32–ÂüëìÍ*!
f8e4m3fnxf8e4m3fn->bf16ˆ½µÇËó * 
f8e4m3fnxf8e4m3fn->f32†·¸Ã› *%
f8e4m3fnxf8e4m3fn->f8e4m3fnÜ‚±òÊ» *
f8e4m3fnxf8e5m2->bf16–½ø½áÿ!*
f8e4m3fnxf8e5m2->f32ÔËœµù)*#
f8e4m3fnxf8e5m2->f8e4m3fn“Ô…˜¦Ü!*!
f8e4m3fnxf8e5m2->f8e5m2öÕ™ˆ¯€"*
f8e5m2xf8e4m3fn->bf16ğ‚®à…¥"*
f8e5m2xf8e4m3fn->f32º­õøß°&*#
f8e5m2xf8e4m3fn->f8e4m3fn‘Äæî»Å*!
f8e5m2xf8e4m3fn->f8e5m2†±†±†… 
†€€  €*
bf16xbf16->bf16Û¢ĞáÜ3*
bf16xbf16->f32Úä¬ıÅ2*
f16xf16->f16’É¤’¹¿6*
f16xf16->f32šŸÛÄŞí2*
f32xf32->f32ŠŠÈ‡Öí*!
f8e4m3fnxf8e4m3fn->bf16ÁóãàùÅ;* 
f8e4m3fnxf8e4m3fn->f32Ñ‹İèõÖ"*%
f8e4m3fnxf8e4m3fn->f8e4m3fnïÊıœ¤Ê9*
f8e4m3fnxf8e5m2->bf16€€€€À„=*
f8e4m3fnxf8e5m2->f32à¶Î®åÇF*#
f8e4m3fnxf8e5m2->f8e4m3fnÛÑ€‚ñ<*!
f8e4m3fnxf8e5m2->f8e5m2Ş×¶‘×§9*
f8e5m2xf8e4m3fn->bf16¾óáæş9*
f8e5m2xf8e4m3fn->f32™¹ä şÂB*#
f8e5m2xf8e4m3fn->f8e4m3fn¿şº 8*!
f8e5m2xf8e4m3fn->f8e5m2»ª‡ø¢:
†€€ €*
bf16xbf16->bf16¾çÆúş*
bf16xbf16->f32€€€€Àš*
f16xf16->f16Ø±´»šğ*
f16xf16->f32€©Ú›‚›*
f32xf32->f32½èŞæ–¹	*!
f8e4m3fnxf8e4m3fn->bf16òŸÆ•£
* 
f8e4m3fnxf8e4m3fn->f32âô¬ÌÎÚ
*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÓÈÏõÖ§
*
f8e4m3fnxf8e5m2->bf16¶Ûí¶‹ó
*
f8e4m3fnxf8e5m2->f32®ô¢—ºŒ*#
f8e4m3fnxf8e5m2->f8e4m3fn¢¥Çì“Ô	*!
f8e4m3fnxf8e5m2->f8e5m2®ô¢—ºŒ*
f8e5m2xf8e4m3fn->bf16¢ìŒ¼‹ø
*
f8e5m2xf8e4m3fn->f32øğáÃœ*#
f8e5m2xf8e4m3fn->f8e4m3fnÚƒæµ§‡*!
f8e5m2xf8e4m3fn->f8e5m2Úƒæµ§‡
†€€ €*
bf16xbf16->bf16ğáÃ‡Ÿ¸*
bf16xbf16->f32í¶Ûí–æ*
f16xf16->f16Îóœç™Î*
f16xf16->f32€€€€€µ*
f32xf32->f32™‰Ÿ¬*!
f8e4m3fnxf8e4m3fn->bf16ÂÍƒ’Ú˜* 
f8e4m3fnxf8e4m3fn->f32†Æ‚œ´—*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÂÍƒ’Ú˜*
f8e4m3fnxf8e5m2->bf16é¤“Í´Ü*
f8e4m3fnxf8e5m2->f32ûêŒÄ—€*#
f8e4m3fnxf8e5m2->f8e4m3fnûêŒÄ—€*!
f8e4m3fnxf8e5m2->f8e5m2®Á˜¹å*
f8e5m2xf8e4m3fn->bf16Ã˜Ã˜Ã‚*
f8e5m2xf8e4m3fn->f32âê”ãéÍ*#
f8e5m2xf8e4m3fn->f8e4m3fn™‰Ÿ¬*!
f8e5m2xf8e4m3fn->f8e5m2”¯Ãòõ‡
†€€ €*
bf16xbf16->bf16Çãñ¸¬±**
bf16xbf16->f32ë´ìâ¿¸+*
f16xf16->f16òµ¨Şæ“(*
f16xf16->f32ë´ìâ¿¸+*
f32xf32->f32ĞÖÂ‘Äš*!
f8e4m3fnxf8e4m3fn->bf16´á–É«* 
f8e4m3fnxf8e4m3fn->f32÷Ù›£Ø*%
f8e4m3fnxf8e4m3fn->f8e4m3fnõôêƒî*
f8e4m3fnxf8e5m2->bf16èÅ®ô¢¾7*
f8e4m3fnxf8e5m2->f32Çãñ¸ 6*#
f8e4m3fnxf8e5m2->f8e4m3fnèÅ®ô¢¾7*!
f8e4m3fnxf8e5m2->f8e5m2ÍŞé›½‰5*
f8e5m2xf8e4m3fn->bf16€·ıìŒƒ1*
f8e5m2xf8e4m3fn->f32Çãñ¸ 6*#
f8e5m2xf8e4m3fn->f8e4m3fn‚òš‘¥3*!
f8e5m2xf8e4m3fn->f8e5m2ÕªÕªµî2
†€€ €*
bf16xbf16->bf16Š¶ÈèâD*
bf16xbf16->f32¢´ÎµĞô?*
f16xf16->f16”¤®À×ûD*
f16xf16->f32ÎâÇšºò5*
f32xf32->f32É¤’É¤ğ"*!
f8e4m3fnxf8e4m3fn->bf16ÏÀÔäù ;* 
f8e4m3fnxf8e4m3fn->f32Ò€¢Š˜=*%
f8e4m3fnxf8e4m3fn->f8e4m3fnìÕ§€Ë;*
f8e4m3fnxf8e5m2->bf16ı–òÀøŞZ*
f8e4m3fnxf8e5m2->f32–âæàÛÀW*#
f8e4m3fnxf8e5m2->f8e4m3fn¦†œ”·şM*!
f8e4m3fnxf8e5m2->f8e5m2­—ïY*
f8e5m2xf8e4m3fn->bf16ƒ¨—¹êòS*
f8e5m2xf8e4m3fn->f32´¤ƒ N*#
f8e5m2xf8e4m3fn->f8e4m3fnªá¢ƒ€N*!
f8e5m2xf8e4m3fn->f8e5m2ÎˆÆËÉÔJ
†€€  €*
bf16xbf16->bf16–Ùá¿Äš<*
bf16xbf16->f32ÙıÄêƒ½:*
f16xf16->f16¦œÚÓ>*
f16xf16->f32ï¬Î´Ú©;*
f32xf32->f32µÈ—º™‚*!
f8e4m3fnxf8e4m3fn->bf16Å´Ù¢ÚìE* 
f8e4m3fnxf8e4m3fn->f32×Ì¨èÍ‚+*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¥ª°€¥‚H*
f8e4m3fnxf8e5m2->bf16íÙ‡ç“úE*
f8e4m3fnxf8e5m2->f32·–ÏÄÌÖd*#
f8e4m3fnxf8e5m2->f8e4m3fníÙ‡ç“úE*!
f8e4m3fnxf8e5m2->f8e5m2€´ì¬íE*
f8e5m2xf8e4m3fn->bf16çœï‘‘ÇE*
f8e5m2xf8e4m3fn->f32š´ÉÙú‹e*#
f8e5m2xf8e4m3fn->f8e4m3fnãß›¡¥D*!
f8e5m2xf8e4m3fn->f8e5m2€‰Âç·ÖD
†€€ € *
bf16xbf16->bf16äääääƒ*
bf16xbf16->f32ÆÈ¬¦úÚ*
f16xf16->f16ıö´Ã’Ä*
f16xf16->f32Íë÷¯Æ¨*
f32xf32->f32Á¢çœÚú*!
f8e4m3fnxf8e4m3fn->bf16©É‚¤øª* 
f8e4m3fnxf8e4m3fn->f32¶”ÀÇ œ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÃ˜Ã˜Ã‚*
f8e4m3fnxf8e5m2->bf16ıÂÜ¾¡Ä*
f8e4m3fnxf8e5m2->f32ÔŒ•£¥â*#
f8e4m3fnxf8e5m2->f8e4m3fnàŠñÚšÅ*!
f8e4m3fnxf8e5m2->f8e5m2ºÑ‹İÈï*
f8e5m2xf8e4m3fn->bf16Ôæ¨´­Ø*
f8e5m2xf8e4m3fn->f32ˆÍ³”ı*#
f8e5m2xf8e4m3fn->f8e4m3fn¾çÆúş*!
f8e5m2xf8e4m3fn->f8e5m2“ËñÁÀ®
†€€ € *
bf16xbf16->bf16Ø•‚Î°)*
bf16xbf16->f32ˆ•²ÏĞ&*
f16xf16->f16­¸ÓíáÔ)*
f16xf16->f32Â’Åè '*
f32xf32->f32©ú©°‡õ*!
f8e4m3fnxf8e4m3fn->bf16ââƒÄ½* 
f8e4m3fnxf8e4m3fn->f32ÙÓåÜŠ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¸Ğ€Ÿ¤ı*
f8e4m3fnxf8e5m2->bf16ÖË÷€ÇÆ,*
f8e4m3fnxf8e5m2->f32ÑÖ¹’§5*#
f8e4m3fnxf8e5m2->f8e4m3fnœç¹Î³œ1*!
f8e4m3fnxf8e5m2->f8e5m2‡œğÀƒç)*
f8e5m2xf8e4m3fn->bf16ì‰»âÎù.*
f8e5m2xf8e4m3fn->f32©ÜäØƒ2*#
f8e5m2xf8e4m3fn->f8e4m3fn¡­…£ˆµ.*!
f8e5m2xf8e4m3fn->f8e5m2¸¥÷ĞÂ)
†€€ € *
bf16xbf16->bf16õÿèšò‰?*
bf16xbf16->f32Š¶ÈèâD*
f16xf16->f16¸òçüA*
f16xf16->f32Ñ²ÔŒ•‰C*
f32xf32->f32®âß™·ª#*!
f8e4m3fnxf8e4m3fn->bf16ÛÑ€‚ñ<* 
f8e4m3fnxf8e4m3fn->f32ÁóãàùÅ;*%
f8e4m3fnxf8e4m3fn->f8e4m3fnìÕ§€Ë;*
f8e4m3fnxf8e5m2->bf16—îÅ»ñ¶Y*
f8e4m3fnxf8e5m2->f32íËĞ½‰¶Z*#
f8e4m3fnxf8e5m2->f8e4m3fnÜ×‚³É®U*!
f8e4m3fnxf8e5m2->f8e5m2¸à‡ÎS*
f8e5m2xf8e4m3fn->bf16…¥ŠÑÀN*
f8e5m2xf8e4m3fn->f32”¥©ÊÒàN*#
f8e5m2xf8e4m3fn->f8e4m3fnİç¾ìŒáZ*!
f8e5m2xf8e4m3fn->f8e5m2Æ¹ÎÀº O
€€ € *
bf16xbf16->bf16½ÛÛ¶¡V*
bf16xbf16->f32“µØ`*
f16xf16->f16¾ Ì¦ëµY*
f16xf16->f32˜Œ†Ãá€]*
f32xf32->f32Ì½ÀÙ‡ò-*!
f8e4m3fnxf8e4m3fn->bf16ä¼×ÅÑ¡^* 
f8e4m3fnxf8e4m3fn->f32˜´º‡öç^*%
f8e4m3fnxf8e4m3fn->f8e4m3fnëÉ°ÈÊÓ\* 
f8e4m3fnxf8e5m2->bf16å¯»¾”ÙŠ*
f8e4m3fnxf8e5m2->f32ƒÖˆ×Õ©„*$
f8e4m3fnxf8e5m2->f8e4m3fnãñ¸œÑ‡*"
f8e4m3fnxf8e5m2->f8e5m2…°ò­€ãˆ* 
f8e5m2xf8e4m3fn->bf16¤’É¤’Á‹*
f8e5m2xf8e4m3fn->f32•ìœÑÅ‰*$
f8e5m2xf8e4m3fn->f8e4m3fn¢ôÕ®Îƒ*"
f8e5m2xf8e4m3fn->f8e5m2…°ò­€ãˆ
‘€€  € *
bf16xbf16->bf16İ±ßÇÈ³|*
bf16xbf16->f32ôŒ¡²ÿës*
f16xf16->f16¯£öâË¼o*
f16xf16->f32ßÔÖ‡ÄÑp*
f32xf32->f32²´ò‘§ò/*"
f8e4m3fnxf8e4m3fn->bf16 †Ü®ÓÀ„*!
f8e4m3fnxf8e4m3fn->f32ñ§æØ¥™*&
f8e4m3fnxf8e4m3fn->f8e4m3fnò‡¹˜* 
f8e4m3fnxf8e5m2->bf16×¸Å¢êşÑ*
f8e4m3fnxf8e5m2->f32µ¨Ş†åËÍ*$
f8e4m3fnxf8e5m2->f8e4m3fnµ¨Ş†åËÍ*"
f8e4m3fnxf8e5m2->f8e5m2‚œÅ²„ÈÑ* 
f8e5m2xf8e4m3fn->bf16²®şí¹œĞ*
f8e5m2xf8e4m3fn->f32³Ää²Ò×Å*$
f8e5m2xf8e4m3fn->f8e4m3fnÉĞö¡ßÁ*"
f8e5m2xf8e4m3fn->f8e5m2ˆ¥»£°Ó
†€€ €*
bf16xbf16->bf16²¡–äŞ’*
bf16xbf16->f32ú«Š¨›í*
f16xf16->f16®à…ÜĞ¤*
f16xf16->f32ªÕª•Ğü*
f32xf32->f32·¯ç¢ÓÇ*!
f8e4m3fnxf8e4m3fn->bf16à¯¸ëşù* 
f8e4m3fnxf8e4m3fn->f32œŸ†Î¯Ü*%
f8e4m3fnxf8e4m3fn->f8e4m3fnğ‹×ş°÷*
f8e4m3fnxf8e5m2->bf16É¤’É„®*
f8e4m3fnxf8e5m2->f32ÈèŠî×*#
f8e4m3fnxf8e5m2->f8e4m3fn«¦®¹‡*!
f8e4m3fnxf8e5m2->f8e5m2ˆÉå¤¯‹*
f8e5m2xf8e4m3fn->bf16¨Ğ ÁÚŞ*
f8e5m2xf8e4m3fn->f32¦–ò€¢Ô*#
f8e5m2xf8e4m3fn->f8e4m3fn–›¾³È¡*!
f8e5m2xf8e4m3fn->f8e5m2•£å¨É˜
†€€ €*
bf16xbf16->bf16ÄæÙ†Êş*
bf16xbf16->f32„µÆ‰·*
f16xf16->f16İèÅ®ä÷*
f16xf16->f32Ğ Á‚µ½*
f32xf32->f32¶óôª¾´*!
f8e4m3fnxf8e4m3fn->bf16ÀÆ»ë¹”* 
f8e4m3fnxf8e4m3fn->f32æ¥„Ï´*%
f8e4m3fnxf8e4m3fn->f8e4m3fnĞ Á‚µ½*
f8e4m3fnxf8e5m2->bf16Çãñˆ½*
f8e4m3fnxf8e5m2->f32ÀºÉÓ–Ÿ*#
f8e4m3fnxf8e5m2->f8e4m3fnÂä…øºÏ*!
f8e4m3fnxf8e5m2->f8e5m2Ê×¡ùúƒ*
f8e5m2xf8e4m3fn->bf16äÂ¬È½¥*
f8e5m2xf8e4m3fn->f32ùãŠÏ‘*#
f8e5m2xf8e4m3fn->f8e4m3fnÚ’ ëû*!
f8e5m2xf8e4m3fn->f8e5m2çóøßÓÆ
†€€ €*
bf16xbf16->bf16íËĞ½¹*
bf16xbf16->f32î‘î‘î˜*
f16xf16->f16‚´¥ÀÖ÷*
f16xf16->f32²²²²ò*
f32xf32->f32Ê×¡ùúƒ*!
f8e4m3fnxf8e4m3fn->bf16“•¹è* 
f8e4m3fnxf8e4m3fn->f32Ò„›À˜‰
*%
f8e4m3fnxf8e4m3fn->f8e4m3fnåöİı
*
f8e4m3fnxf8e5m2->bf16ë¯© í´*
f8e4m3fnxf8e5m2->f32¬¯öçÃÈ	*#
f8e4m3fnxf8e5m2->f8e4m3fnØğÈ¹‚Í*!
f8e4m3fnxf8e5m2->f8e5m2íËĞ½¹*
f8e5m2xf8e4m3fn->bf16óù¼Ä*
f8e5m2xf8e4m3fn->f32âŠ¦”ğ	*#
f8e5m2xf8e4m3fn->f8e4m3fn‚´¥ÀÖ÷*!
f8e5m2xf8e4m3fn->f8e5m2íËĞ½¹
†€€ €*
bf16xbf16->bf16À½Ç©Ãè*
bf16xbf16->f32©Ö©Ö‰ß*
f16xf16->f16Ğ„ïè”±*
f16xf16->f32ÕªÕª•¬*
f32xf32->f32ÌøşÈ“Î*!
f8e4m3fnxf8e4m3fn->bf16Îóœç™Î* 
f8e4m3fnxf8e4m3fn->f32€¦Ş…°Œ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnëå»À££*
f8e4m3fnxf8e5m2->bf16œû˜áÙ©*
f8e4m3fnxf8e5m2->f32úÛ§ô*#
f8e4m3fnxf8e5m2->f8e4m3fn¡ãú¡ãô*!
f8e4m3fnxf8e5m2->f8e5m2ŒóŒóŒÔ*
f8e5m2xf8e4m3fn->bf16Îóœç™Î*
f8e5m2xf8e4m3fn->f32œÇã‘ú*#
f8e5m2xf8e4m3fn->f8e4m3fnŒˆ°õø*!
f8e5m2xf8e4m3fn->f8e5m2ÕªÕª•¬
†€€  €*
bf16xbf16->bf16¸¥÷ĞÂ)*
bf16xbf16->f32ÀÂÏ”ÿš%*
f16xf16->f16åä¢ Ä**
f16xf16->f32ï°ß¿»€$*
f32xf32->f32’Ò–‘ñ*!
f8e4m3fnxf8e4m3fn->bf16‹‹ÈÔåˆ,* 
f8e4m3fnxf8e4m3fn->f32±Ùñ›ÃŒ"*%
f8e4m3fnxf8e4m3fn->f8e4m3fn±®¢ø¤û(*
f8e4m3fnxf8e5m2->bf16€·ıìŒƒ1*
f8e4m3fnxf8e5m2->f32›ÙÉÍìş$*#
f8e4m3fnxf8e5m2->f8e4m3fn‹Ó³±ºê**!
f8e4m3fnxf8e5m2->f8e5m2öı½ğè(*
f8e5m2xf8e4m3fn->bf16î³Ÿ¶Æ°-*
f8e5m2xf8e4m3fn->f32‘™İÍÅğ$*#
f8e5m2xf8e4m3fn->f8e4m3fnˆ•²ÏĞ&*!
f8e5m2xf8e4m3fn->f8e5m2Š«¸˜ÑÀ'
†€€ €*
bf16xbf16->bf16çóøßÓÆ*
bf16xbf16->f32¸¾Œœß¸*
f16xf16->f16ÄæÙ†Êş*
f16xf16->f32Ú’ ëû*
f32xf32->f32Ûí¶ÛÅ¹*!
f8e4m3fnxf8e4m3fn->bf16¢úÀÊãØ* 
f8e4m3fnxf8e4m3fn->f32„´Š‚ú™*%
f8e4m3fnxf8e4m3fn->f8e4m3fn€€€ øú*
f8e4m3fnxf8e5m2->bf16æ»­Œò*
f8e4m3fnxf8e5m2->f32èØ¾è˜*#
f8e4m3fnxf8e5m2->f8e4m3fn ®“‚Ò´*!
f8e4m3fnxf8e5m2->f8e5m2ÔÕ°„Ñæ*
f8e5m2xf8e4m3fn->bf16áò¾¡*
f8e5m2xf8e4m3fn->f32™™™™ù€*#
f8e5m2xf8e4m3fn->f8e4m3fnğ”Ê‘ Æ*!
f8e5m2xf8e4m3fn->f8e5m2À”íÁÍ
†€€ €*
bf16xbf16->bf16Úƒæµ§‡*
bf16xbf16->f32»âÎØ³Ş*
f16xf16->f16Úƒæµ§‡*
f16xf16->f32¨«áˆ¢Í*
f32xf32->f32·¯¸è“Ö*!
f8e4m3fnxf8e4m3fn->bf16à©”£ÀŒ* 
f8e4m3fnxf8e4m3fn->f32Æ³ïé·ÿ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnİ–‡î¬¡*
f8e4m3fnxf8e5m2->bf16¤’É¤îÏ*
f8e4m3fnxf8e5m2->f32ƒ‚¬şƒ*#
f8e4m3fnxf8e5m2->f8e4m3fnáòİ“*!
f8e4m3fnxf8e5m2->f8e5m2Ôµ Îä©*
f8e5m2xf8e4m3fn->bf16ãñ¸œÈ*
f8e5m2xf8e4m3fn->f32·ÊÏû‘*#
f8e5m2xf8e4m3fn->f8e4m3fnÓ·ú¦¯¢*!
f8e5m2xf8e4m3fn->f8e5m2ã¯Çßˆ
†€€ €*
bf16xbf16->bf16ŒóŒóŒÔ*
bf16xbf16->f32à‡¾ğ£*
f16xf16->f16ëå»À££*
f16xf16->f32µš¶ñŸÜ*
f32xf32->f32†˜š¢€ß*!
f8e4m3fnxf8e4m3fn->bf16ÀÓ¨Æ€™* 
f8e4m3fnxf8e4m3fn->f32‰¦á*%
f8e4m3fnxf8e4m3fn->f8e4m3fn˜ñı‘§œ*
f8e4m3fnxf8e5m2->bf16‹Ñ„ØˆÏ*
f8e4m3fnxf8e5m2->f32şÿĞ‚ß*#
f8e4m3fnxf8e5m2->f8e4m3fn¨ëÀœÉÓ*!
f8e4m3fnxf8e5m2->f8e5m2ãñ¸œÖ˜*
f8e5m2xf8e4m3fn->bf16¦ïôÍŞÄ*
f8e5m2xf8e4m3fn->f32»âÎØ³Ş*#
f8e5m2xf8e4m3fn->f8e4m3fnÚ—¡ûò *!
f8e5m2xf8e4m3fn->f8e5m2í’ğí€
†€€ €*
bf16xbf16->bf16Ë’ì€â¤(*
bf16xbf16->f32²½ÙŸ¢&*
f16xf16->f16úéõÓëµ(*
f16xf16->f32‰»âÎØÇ%*
f32xf32->f32˜ä­ÆôŞ*!
f8e4m3fnxf8e4m3fn->bf16ÊÆ¢…2* 
f8e4m3fnxf8e4m3fn->f32ø‚²Òø‰#*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÂ’Åè '*
f8e4m3fnxf8e5m2->bf16²Şëâè/*
f8e4m3fnxf8e5m2->f32ŒïÊıœˆ.*#
f8e4m3fnxf8e5m2->f8e4m3fn°âû£Î¸2*!
f8e4m3fnxf8e5m2->f8e5m2™æ™æ™¨/*
f8e5m2xf8e4m3fn->bf16ú›ê÷ø3*
f8e5m2xf8e4m3fn->f32úéõÓëµ(*#
f8e5m2xf8e4m3fn->f8e4m3fnı€ÕãŞË.*!
f8e5m2xf8e4m3fn->f8e5m2‹‹ÈÔåˆ,
†€€  €*
bf16xbf16->bf16˜Ë£şÜŞ6*
bf16xbf16->f32Æ“ßùÇÜ1*
f16xf16->f16™ã³¼î6*
f16xf16->f32¡ ÓĞÏ1*
f32xf32->f32€¼Éšá*!
f8e4m3fnxf8e4m3fn->bf16øó¦¼½šJ* 
f8e4m3fnxf8e4m3fn->f32Ùôœë2*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¥ª°€¥‚H*
f8e4m3fnxf8e5m2->bf16€€€€Ğ¥L*
f8e4m3fnxf8e5m2->f32Ïÿ°Ïÿ¸H*#
f8e4m3fnxf8e5m2->f8e4m3fnñ¸œÇèC*!
f8e4m3fnxf8e5m2->f8e5m2¤“Í´ÒñB*
f8e5m2xf8e4m3fn->bf16äú²¿ÄL*
f8e5m2xf8e4m3fn->f32’É¤’ÉàE*#
f8e5m2xf8e4m3fn->f8e4m3fnéÒ¥Ë–çG*!
f8e5m2xf8e4m3fn->f8e5m2Î¬Æ‡‚ºA
†€€ €*
bf16xbf16->bf16ã¯Çßˆ*
bf16xbf16->f32Ö¾ù´©*
f16xf16->f16ÌÌçÃëö*
f16xf16->f32Ä‹êœÉß*
f32xf32->f32‡œğà¹
*!
f8e4m3fnxf8e4m3fn->bf16ú€ºõ·* 
f8e4m3fnxf8e4m3fn->f32âô¬ÌÎÚ
*%
f8e4m3fnxf8e4m3fn->f8e4m3fnñ¸œ«Ì
*
f8e4m3fnxf8e5m2->bf16‘ä”ìµ¡*
f8e4m3fnxf8e5m2->f32åöİı
*#
f8e4m3fnxf8e5m2->f8e4m3fnÚƒæµ§‡*!
f8e4m3fnxf8e5m2->f8e5m2âİ¸—î–*
f8e5m2xf8e4m3fn->bf16®ô¢—ºŒ*
f8e5m2xf8e4m3fn->f32ûª°–éÕ
*#
f8e5m2xf8e4m3fn->f8e4m3fnç¹ÎóŒ§*!
f8e5m2xf8e4m3fn->f8e5m2âİ¸—î–
†€€ €*
bf16xbf16->bf16”®²ˆì*
bf16xbf16->f32´‹”æÁÓ*
f16xf16->f16ÀÓ¨Æ€™*
f16xf16->f32Æ·å¾„*
f32xf32->f32¡â±Ü¢*!
f8e4m3fnxf8e4m3fn->bf16®Á˜¹å* 
f8e4m3fnxf8e4m3fn->f32ÀÁÄÍè÷*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¦™ÈßĞ*
f8e4m3fnxf8e5m2->bf16ûêŒÄ—€*
f8e4m3fnxf8e5m2->f32àŠñÚšÅ*#
f8e4m3fnxf8e5m2->f8e4m3fnÀÁÄÍè÷*!
f8e4m3fnxf8e5m2->f8e5m2ûªšà ‚*
f8e5m2xf8e4m3fn->bf16…É‹ğõ*
f8e5m2xf8e4m3fn->f32©€ÇöôÃ*#
f8e5m2xf8e4m3fn->f8e4m3fn´¢“š‘´*!
f8e5m2xf8e4m3fn->f8e5m2Ã˜Ã˜Ã‚
†€€ €*
bf16xbf16->bf16öê“À¥Ç*
bf16xbf16->f32†åëĞ¼Ù*
f16xf16->f16“öÄ¬*
f16xf16->f32İÏ€ÚÙ*
f32xf32->f32¸šğ…àÁ*!
f8e4m3fnxf8e4m3fn->bf16šî­çÑ * 
f8e4m3fnxf8e4m3fn->f32ùÃÅ”ƒ’*%
f8e4m3fnxf8e4m3fn->f8e4m3fn†±†±†… *
f8e4m3fnxf8e5m2->bf16Ñ‹İèõÖ"*
f8e4m3fnxf8e5m2->f32‹Ó³±ºê**#
f8e4m3fnxf8e5m2->f8e4m3fn…›‡¤´±"*!
f8e4m3fnxf8e5m2->f8e5m2ÒÉ¦šé¸!*
f8e5m2xf8e4m3fn->bf16‰¿Æ’ş°#*
f8e5m2xf8e4m3fn->f32æ‰­áı**#
f8e5m2xf8e4m3fn->f8e4m3fn…›‡¤´±"*!
f8e5m2xf8e4m3fn->f8e5m2èÄ¦´¢è 
†€€ €*
bf16xbf16->bf16åÙúØ£˜5*
bf16xbf16->f32àÆÑíéÀ3*
f16xf16->f16™¨³Ìô¯6*
f16xf16->f32‹÷´ĞÜÄ0*
f32xf32->f32¹“¥·¾*!
f8e4m3fnxf8e4m3fn->bf16õÇª¡˜ı;* 
f8e4m3fnxf8e4m3fn->f32“„°ƒßÂ1*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¦œÚÓ>*
f8e4m3fnxf8e5m2->bf16Ğ¼Ê×Ÿ@*
f8e4m3fnxf8e5m2->f32ªºä¡M*#
f8e4m3fnxf8e5m2->f8e4m3fnº³ê«Ê<*!
f8e4m3fnxf8e5m2->f8e5m2ğ›¢“·<*
f8e5m2xf8e4m3fn->bf16¼¶¨»œŒA*
f8e5m2xf8e4m3fn->f32äú²¿ÄL*#
f8e5m2xf8e4m3fn->f8e4m3fnœ¤ÊÎ€Æ:*!
f8e5m2xf8e4m3fn->f8e5m2º³ê«Ê<
‡€€  €*
bf16xbf16->bf16á©¥«‚A*
bf16xbf16->f32Œˆ•²ç=*
f16xf16->f16ªÕªÕªA*
f16xf16->f32Ò€¢Š˜=*
f32xf32->f32¼¡ÓÌğÉ*!
f8e4m3fnxf8e4m3fn->bf16˜û€³ä[* 
f8e4m3fnxf8e4m3fn->f32é¿ìÁĞC*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¦¤¨¹Œ[*
f8e4m3fnxf8e5m2->bf16˜´º‡öç^*
f8e4m3fnxf8e5m2->f32ñÜîÖì*#
f8e4m3fnxf8e5m2->f8e4m3fnÊıéªß¦\*!
f8e4m3fnxf8e5m2->f8e5m2ØÃ„õİöZ*
f8e5m2xf8e4m3fn->bf16°ÅÙª‰^*
f8e5m2xf8e4m3fn->f32øâÙØ®æt*#
f8e5m2xf8e4m3fn->f8e4m3fnƒŸøÁ½\*!
f8e5m2xf8e4m3fn->f8e5m2ãŠç®“¡[
†€€ €*
bf16xbf16->bf16Íë÷¯Æ¨*
bf16xbf16->f32–Ëå²™œ*
f16xf16->f16Çãñ¸œ*
f16xf16->f32Øí¼*
f32xf32->f32ˆÍ³”ı*!
f8e4m3fnxf8e4m3fn->bf16Ôæ¨´­Ø* 
f8e4m3fnxf8e4m3fn->f32©É‚¤øª*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÃ˜Ã˜Ã‚*
f8e4m3fnxf8e5m2->bf16Ã˜Ã˜Ã‚*
f8e4m3fnxf8e5m2->f32ÔŒ•£¥â*#
f8e4m3fnxf8e5m2->f8e4m3fn‰ê‚Œ“î*!
f8e4m3fnxf8e5m2->f8e5m2•şü¢Ó‡*
f8e5m2xf8e4m3fn->bf16çÊŸ¡œí*
f8e5m2xf8e4m3fn->f32™‰Ÿ¬*#
f8e5m2xf8e4m3fn->f8e4m3fn€¿á­ûç*!
f8e5m2xf8e4m3fn->f8e5m2¨ëÀœÉÓ
†€€ €*
bf16xbf16->bf16ÔËœµù)*
bf16xbf16->f32ñöŸŸæ)*
f16xf16->f16Ë’ì€â¤(*
f16xf16->f32¡°Úù‚(*
f32xf32->f32Å»š¨®¢*!
f8e4m3fnxf8e4m3fn->bf16©ñõ‚ó * 
f8e4m3fnxf8e4m3fn->f32Ü‚±òÊ» *%
f8e4m3fnxf8e4m3fn->f8e4m3fnÕªÕªÕÆ *
f8e4m3fnxf8e5m2->bf16¸Ç¸Ç¸ã8*
f8e4m3fnxf8e5m2->f32ÊÆ¢…2*#
f8e4m3fnxf8e5m2->f8e4m3fnºÆÔ˜·ÿ7*!
f8e4m3fnxf8e5m2->f8e5m2Çãñ¸ 6*
f8e5m2xf8e4m3fn->bf16Œ‘ÙÌôµ1*
f8e5m2xf8e4m3fn->f32š×ïßŒÑ0*#
f8e5m2xf8e4m3fn->f8e4m3fn¸Ç¸Ç¸ã8*!
f8e5m2xf8e4m3fn->f8e5m2®¨ó¤ş6
†€€ €*
bf16xbf16->bf16û°– ÚB*
bf16xbf16->f32’şŒ¥üáF*
f16xf16->f16º§£¼Ò•9*
f16xf16->f32¢²º›‹áI*
f32xf32->f32âÙãÄ³ß#*!
f8e4m3fnxf8e4m3fn->bf16¸Ç¸Ç¸ã8* 
f8e4m3fnxf8e4m3fn->f32ÈúÜåÅ¾=*%
f8e4m3fnxf8e4m3fn->f8e4m3fnº³ê«Ê<*
f8e4m3fnxf8e5m2->bf16ğìã„ç¦e*
f8e4m3fnxf8e5m2->f32ğìã„ç¦e*#
f8e4m3fnxf8e5m2->f8e4m3fn±–Çü¹½m*!
f8e4m3fnxf8e5m2->f8e5m2¤’É¤òşl*
f8e5m2xf8e4m3fn->bf16À£ÛÓg*
f8e5m2xf8e4m3fn->f32ôÛÓÊf*#
f8e5m2xf8e4m3fn->f8e4m3fnÎ¢™‚äh*!
f8e5m2xf8e4m3fn->f8e5m2„äµ¢ Êf
†€€ €*
bf16xbf16->bf16Çøıÿ¡«=*
bf16xbf16->f32Õ¨­ŠŸ9*
f16xf16->f16šõüµê:*
f16xf16->f32ÈÇÈ„ §9*
f32xf32->f32ƒ½²Şİç*!
f8e4m3fnxf8e4m3fn->bf16üè™Á‘ÒI* 
f8e4m3fnxf8e4m3fn->f32„¡ˆÂ€?*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÈçÄÉ§¸H*
f8e4m3fnxf8e5m2->bf16ŠÏë¬àM*
f8e4m3fnxf8e5m2->f32·£¼„ây*#
f8e4m3fnxf8e5m2->f8e4m3fnÀ½à™±¨I*!
f8e4m3fnxf8e5m2->f8e5m2 ä„Ó¦şH*
f8e5m2xf8e4m3fn->bf16“öÄ±K*
f8e5m2xf8e4m3fn->f32Áì°ß‹ày*#
f8e5m2xf8e4m3fn->f8e4m3fn“öÄ±K*!
f8e5m2xf8e4m3fn->f8e5m2µìÅƒ×§I
ˆ€€  €*
bf16xbf16->bf16À£ÛÓg*
bf16xbf16->f32ò´»ÑÆşT*
f16xf16->f16¯ƒòşšèF*
f16xf16->f32ïø®ìœ×S*
f32xf32->f32ÔÑêê¼ˆ*!
f8e4m3fnxf8e4m3fn->bf16™¹š…i* 
f8e4m3fnxf8e4m3fn->f32¿­ïÔ½…P*%
f8e4m3fnxf8e4m3fn->f8e4m3fn·ÿö»„ãg*
f8e4m3fnxf8e5m2->bf16²Ğæ˜éßl*
f8e4m3fnxf8e5m2->f32èÅ®ô¢Ç±*#
f8e4m3fnxf8e5m2->f8e4m3fnÛëÍŒ¦Çh*!
f8e4m3fnxf8e5m2->f8e5m2§óÅÔîÆg*
f8e5m2xf8e4m3fn->bf16ç¼¹õ½õi*
f8e5m2xf8e4m3fn->f32…ÍÂÀ¾Æ*#
f8e5m2xf8e4m3fn->f8e4m3fníãÕ€¡f*!
f8e5m2xf8e4m3fn->f8e5m2³ÀÑ‘‚øe
†€€ € *
bf16xbf16->bf16ø‚²Òø‰#*
bf16xbf16->f32î‘É·­ß+*
f16xf16->f16ø‚²Òø‰#*
f16xf16->f32¨ÅñéƒÇ(*
f32xf32->f32õôêƒî*!
f8e4m3fnxf8e4m3fn->bf16ø“äÿÛÉ"* 
f8e4m3fnxf8e4m3fn->f32³Î÷ÈÈã"*%
f8e4m3fnxf8e4m3fn->f8e4m3fnœ—Îæôò#*
f8e4m3fnxf8e5m2->bf16€§ÑŒ²4*
f8e4m3fnxf8e5m2->f32ÁüàÇ.*#
f8e4m3fnxf8e5m2->f8e4m3fn©ÜäØƒ2*!
f8e4m3fnxf8e5m2->f8e5m2ÑÖ¹’§5*
f8e5m2xf8e4m3fn->bf16‚¤éîˆì4*
f8e5m2xf8e4m3fn->f32ÔËœµù)*#
f8e5m2xf8e4m3fn->f8e4m3fnºÑ‹İè±,*!
f8e5m2xf8e4m3fn->f8e5m2ÉÉÉÉÉ‡0
†€€ € *
bf16xbf16->bf16¹…âä•÷@*
bf16xbf16->f32Óš£Ñµá>*
f16xf16->f16Œ‰Ê¶¼û=*
f16xf16->f32§¥Šá«=*
f32xf32->f32…›‡¤´±"*!
f8e4m3fnxf8e4m3fn->bf16º§£¼Ò•9* 
f8e4m3fnxf8e4m3fn->f32×—“À–9*%
f8e4m3fnxf8e4m3fn->f8e4m3fnª—±Ö…‘<*
f8e4m3fnxf8e5m2->bf16õ»¶Ôïñg*
f8e4m3fnxf8e5m2->f32±–Çü¹½m*#
f8e4m3fnxf8e5m2->f8e4m3fn ÜĞæÉüm*!
f8e4m3fnxf8e5m2->f8e5m2›½Ó·ú’j*
f8e5m2xf8e4m3fn->bf16Ø“öÄó]*
f8e5m2xf8e4m3fn->f32áÄ÷Çœñd*#
f8e5m2xf8e4m3fn->f8e4m3fnœÇãñÀl*!
f8e5m2xf8e4m3fn->f8e5m2úªÇ½—]
€€ € *
bf16xbf16->bf16Ãñ¹˜—_*
bf16xbf16->f32úªÇ½—]*
f16xf16->f16ÂĞ…Û¤®]*
f16xf16->f32Å…“«Ÿú[*
f32xf32->f32ŒïÊıœˆ.*!
f8e4m3fnxf8e4m3fn->bf16Íƒ’ÚÂûU* 
f8e4m3fnxf8e4m3fn->f32ƒğ¥úè„W*%
f8e4m3fnxf8e4m3fn->f8e4m3fnãÜÄğÉöQ* 
f8e4m3fnxf8e5m2->bf16Ü§£ØÜ¯¨*
f8e4m3fnxf8e5m2->f32±§ì‰»æ»*$
f8e4m3fnxf8e5m2->f8e4m3fn–“‹¹€‘ª*"
f8e4m3fnxf8e5m2->f8e5m2İÛÌ˜§†Ÿ* 
f8e5m2xf8e4m3fn->bf16®Ó±‹ÿá­*
f8e5m2xf8e4m3fn->f32®»àÜöô°*$
f8e5m2xf8e4m3fn->f8e4m3fn®Ó±‹ÿá­*"
f8e5m2xf8e4m3fn->f8e5m2€€€€ Ë˜
•€€ € *
bf16xbf16->bf16û¶ÏÑÕ§‹*
bf16xbf16->f32ÕÿÃŸ¬*
f16xf16->f16¥ü™ÊøÃ*
f16xf16->f32ÿáÿñ*
f32xf32->f32¾ÀûÒ‹ä2*"
f8e4m3fnxf8e4m3fn->bf16ŸÔÂÅ†€œ*!
f8e4m3fnxf8e4m3fn->f32¯¥˜¶–È*&
f8e4m3fnxf8e4m3fn->f8e4m3fnšíÑ˜Â§Ÿ* 
f8e4m3fnxf8e5m2->bf16ÓàËÓàù*
f8e4m3fnxf8e5m2->f32Êø³”ñ‡›*$
f8e4m3fnxf8e5m2->f8e4m3fn‹Ğñîº…*"
f8e4m3fnxf8e5m2->f8e5m2—ğ‚®¨’* 
f8e5m2xf8e4m3fn->bf16¥ÿ±û„Â*
f8e5m2xf8e4m3fn->f32‰¡´öŞ«ü*$
f8e5m2xf8e4m3fn->f8e4m3fnÇãñ¸œ¢*"
f8e5m2xf8e4m3fn->f8e5m2åä‘ƒù‹Š
‹€€  € *
bf16xbf16->bf16€€€€€‰z*
bf16xbf16->f32’õÜ¼èt*
f16xf16->f16ğƒŸøÁ¯v*
f16xf16->f32ÉÚğÈ—p*
f32xf32->f32¤øÓ °õ*"
f8e4m3fnxf8e4m3fn->bf16‡¨ï´€* 
f8e4m3fnxf8e4m3fn->f32ÛòùÁ‘]*%
f8e4m3fnxf8e4m3fn->f8e4m3fnı»™ ¯Ç|* 
f8e4m3fnxf8e5m2->bf16ÿ‚òü¬ß€*
f8e4m3fnxf8e5m2->f32‰¦Õà‡ï*#
f8e4m3fnxf8e5m2->f8e4m3fnÅĞçª×†m*!
f8e4m3fnxf8e5m2->f8e5m2—€ä­¯ú|* 
f8e5m2xf8e4m3fn->bf16¡ùš”¯¿€*
f8e5m2xf8e4m3fn->f32‘§Ø©Éü€*#
f8e5m2xf8e4m3fn->f8e4m3fnèïìºèŸp*!
f8e5m2xf8e4m3fn->f8e5m2ÄÕ¯ßäÌm
†€€ €*
bf16xbf16->bf16³¹äÏëë*
bf16xbf16->f32ªÕªÕæ­*
f16xf16->f16Ş°«Áš±*
f16xf16->f32ıˆÜÑØ*
f32xf32->f32ïß°×Ü*!
f8e4m3fnxf8e4m3fn->bf16Ä±§€«* 
f8e4m3fnxf8e4m3fn->f32±º–¦§­*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÕªÕª ù*
f8e4m3fnxf8e5m2->bf16÷ˆ÷ˆ·Œ*
f8e4m3fnxf8e5m2->f32Àƒ¸ğœ*#
f8e4m3fnxf8e5m2->f8e4m3fnĞ Á‚µ½*!
f8e4m3fnxf8e5m2->f8e5m2Ê×¡ùúƒ*
f8e5m2xf8e4m3fn->bf16İèÅ®ä÷*
f8e5m2xf8e4m3fn->f32ÍÆ­ü‡·*#
f8e5m2xf8e4m3fn->f8e4m3fnÇãñˆ½*!
f8e5m2xf8e4m3fn->f8e5m2¿êè«·
†€€ €*
bf16xbf16->bf16æßß¡ä¦*
bf16xbf16->f32˜ç‰¨‡ô	*
f16xf16->f16ğü˜¸¾ñ*
f16xf16->f32Öº°´Õ‡*
f32xf32->f32ÜÀ‹¸¡É*!
f8e4m3fnxf8e4m3fn->bf16ã¯Çßˆ* 
f8e4m3fnxf8e4m3fn->f32âŠ¦”ğ	*%
f8e4m3fnxf8e4m3fn->f8e4m3fn²î¡æ’*
f8e4m3fnxf8e5m2->bf16›íÆı­ú*
f8e4m3fnxf8e5m2->f32âŠ¦”ğ	*#
f8e4m3fnxf8e5m2->f8e4m3fnóù¼Ä*!
f8e4m3fnxf8e5m2->f8e5m2€÷Öó¨*
f8e5m2xf8e4m3fn->bf16Å¨‚¬Äç*
f8e5m2xf8e4m3fn->f32ÌËˆé
*#
f8e5m2xf8e4m3fn->f8e4m3fnûüÆé¦»*!
f8e5m2xf8e4m3fn->f8e5m2íËĞ½¹
†€€ €*
bf16xbf16->bf16©Ö©Ö‰ß*
bf16xbf16->f32ŒœŸ†îÍ*
f16xf16->f16¼™©üÄ*
f16xf16->f32©Ö©Ö‰ß*
f32xf32->f32µÇ½’Âó*!
f8e4m3fnxf8e4m3fn->bf16€€€€áë* 
f8e4m3fnxf8e4m3fn->f32¤íÊÔ­ì*%
f8e4m3fnxf8e4m3fn->f8e4m3fnĞ©ˆèç*
f8e4m3fnxf8e5m2->bf16˜™Ï‡×í*
f8e4m3fnxf8e5m2->f32óŸìóŸ*#
f8e4m3fnxf8e5m2->f8e4m3fn¥‰¶€±’*!
f8e4m3fnxf8e5m2->f8e5m2æàìƒù*
f8e5m2xf8e4m3fn->bf16ĞÖÂ‘Äš*
f8e5m2xf8e4m3fn->f32—íˆ¸¸Ë*#
f8e5m2xf8e4m3fn->f8e4m3fnúÅ¢üÉ®*!
f8e5m2xf8e4m3fn->f8e5m2èöö±Ò
†€€ €*
bf16xbf16->bf16Çãñ¸¬±**
bf16xbf16->f32ÉÚ•©ÛØ#*
f16xf16->f16àğÌ˜Ô$*
f16xf16->f32¯Ú‘ğğ–#*
f32xf32->f32™ç»¤ä±*!
f8e4m3fnxf8e4m3fn->bf16‹±³ğ­à+* 
f8e4m3fnxf8e4m3fn->f32è¬åé‚Á&*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŠÅ¢Ñ¨à&*
f8e4m3fnxf8e5m2->bf16™æ™æ™¨/*
f8e4m3fnxf8e5m2->f32åä¢ Ä**#
f8e4m3fnxf8e5m2->f8e4m3fnî«ÁÙ¤×**!
f8e4m3fnxf8e5m2->f8e5m2î«ÁÙ¤×**
f8e5m2xf8e4m3fn->bf16ı€ÕãŞË.*
f8e5m2xf8e4m3fn->f32ûæ³ôÊ*#
f8e5m2xf8e4m3fn->f8e4m3fnØ•‚Î°)*!
f8e5m2xf8e4m3fn->f8e5m2‹Ó³±ºê*
†€€  €*
bf16xbf16->bf16Ô´ÖÄ¿=*
bf16xbf16->f32Œšİƒû³/*
f16xf16->f16™˜ŠğĞİ<*
f16xf16->f32õ¤˜¤å©.*
f32xf32->f32şî©Àëå*!
f8e4m3fnxf8e4m3fn->bf16À’¼£ÓÄI* 
f8e4m3fnxf8e4m3fn->f32»ª‡ø¢:*%
f8e4m3fnxf8e4m3fn->f8e4m3fn…›æış;*
f8e4m3fnxf8e5m2->bf16Ãá°˜ÌÔH*
f8e4m3fnxf8e5m2->f32ß´£àá­F*#
f8e4m3fnxf8e5m2->f8e4m3fnó‡‹©†¤<*!
f8e4m3fnxf8e5m2->f8e5m2ÁóãàùÅ;*
f8e5m2xf8e4m3fn->bf16À½à™±¨I*
f8e5m2xf8e4m3fn->f32é¿ìÁĞC*#
f8e5m2xf8e4m3fn->f8e4m3fn”øò”ø£>*!
f8e5m2xf8e4m3fn->f8e5m2éÊÉ§ü:
†€€ €*
bf16xbf16->bf16êÑòèÍ*
bf16xbf16->f32Ëå²ÙŒ*
f16xf16->f16Î½ÌğìÔ*
f16xf16->f32»âÎØ³Ş*
f32xf32->f32ÊÅç‡ãÆ*!
f8e4m3fnxf8e4m3fn->bf16ÙÍ‡€¢* 
f8e4m3fnxf8e4m3fn->f32¶ÂŒ³Ø‹*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÓ·ú¦¯¢*
f8e4m3fnxf8e5m2->bf16ğü˜¸¾ñ*
f8e4m3fnxf8e5m2->f32éè£Ôà£*#
f8e4m3fnxf8e5m2->f8e4m3fnÀÜ¦„¤é*!
f8e4m3fnxf8e5m2->f8e5m2³í¬›«…*
f8e5m2xf8e4m3fn->bf16ö‡‰ø¶À*
f8e5m2xf8e4m3fn->f32ƒŒ‘À¯*#
f8e5m2xf8e4m3fn->f8e4m3fnö‡‰ø¶À*!
f8e5m2xf8e4m3fn->f8e5m2ãñ¸œÈ
†€€ €*
bf16xbf16->bf16í¶Ûí–æ*
bf16xbf16->f32÷Õà¬Ò«*
f16xf16->f16ÔâøôÁ£*
f16xf16->f32óÀÄÖğ¾*
f32xf32->f32§«Ü®—*!
f8e4m3fnxf8e4m3fn->bf16º­ÜÙÂ* 
f8e4m3fnxf8e4m3fn->f32•ÙîšÛû*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÍ›·îÜ÷*
f8e4m3fnxf8e5m2->bf16¦ïôÍŞÄ*
f8e4m3fnxf8e5m2->f32ˆè”„ô³*#
f8e4m3fnxf8e5m2->f8e4m3fn¨ëÀœÉÓ*!
f8e4m3fnxf8e5m2->f8e5m2¨ëÀœÉÓ*
f8e5m2xf8e4m3fn->bf16ÀÓ¨Æ€™*
f8e5m2xf8e4m3fn->f32à­Ÿ›ã *#
f8e5m2xf8e4m3fn->f8e4m3fn¡ãú¡ãô*!
f8e5m2xf8e4m3fn->f8e5m2˜ñı‘§œ
†€€ €*
bf16xbf16->bf16ÊÜÓèÂ±&*
bf16xbf16->f32¬ƒÜâšò'*
f16xf16->f16‡œğÀƒç)*
f16xf16->f32öìÃó‰ı"*
f32xf32->f32»ñàõ©*!
f8e4m3fnxf8e4m3fn->bf16´„ËûôÎ4* 
f8e4m3fnxf8e4m3fn->f32î«ÁÙ¤×**%
f8e4m3fnxf8e4m3fn->f8e4m3fn¡ ÓĞÏ1*
f8e4m3fnxf8e5m2->bf16°²®Û3*
f8e4m3fnxf8e5m2->f32­¸ÓíáÔ)*#
f8e4m3fnxf8e5m2->f8e4m3fnî³Ÿ¶Æ°-*!
f8e4m3fnxf8e5m2->f8e5m2¬–Ëå²¸0*
f8e5m2xf8e4m3fn->bf16–¢‰°‘7*
f8e5m2xf8e4m3fn->f32ü¹“Ş%*#
f8e5m2xf8e4m3fn->f8e4m3fnœç¹Î³œ1*!
f8e5m2xf8e4m3fn->f8e5m2€€€€€ê0
†€€ €*
bf16xbf16->bf16‚¸øÂ‰¶5*
bf16xbf16->f32’É¤’¹¿6*
f16xf16->f16ğ›¢“·<*
f16xf16->f32™¨³Ìô¯6*
f32xf32->f32í¶Ûí–æ*!
f8e4m3fnxf8e4m3fn->bf16õİñ‹öÊK* 
f8e4m3fnxf8e4m3fn->f32¢´ÎµĞô?*%
f8e4m3fnxf8e4m3fn->f8e4m3fnà…ÜÀ‹ÊD*
f8e4m3fnxf8e5m2->bf16ĞŠãÓ‡Q*
f8e4m3fnxf8e5m2->f32ó­ƒáä–G*#
f8e4m3fnxf8e5m2->f8e4m3fnó­ƒáä–G*!
f8e4m3fnxf8e5m2->f8e5m2Š¶ÈèâD*
f8e5m2xf8e4m3fn->bf16éÒ¥Ë–çG*
f8e5m2xf8e4m3fn->f32–å¤ŒI*#
f8e5m2xf8e4m3fn->f8e4m3fníÙ‡ç“úE*!
f8e5m2xf8e4m3fn->f8e5m2À½à™±¨I
‡€€  €*
bf16xbf16->bf16¥•Í×¬W*
bf16xbf16->f32’É¤’ÉàE*
f16xf16->f16ˆı¡‡ÂQ*
f16xf16->f32ñ…ä¤ñ“F*
f32xf32->f32§Í¨©Êì*!
f8e4m3fnxf8e4m3fn->bf16 ¤Ä”°z* 
f8e4m3fnxf8e4m3fn->f32¶Ûí¶Û˜W*%
f8e4m3fnxf8e4m3fn->f8e4m3fn½Ğ×µ½‘j* 
f8e4m3fnxf8e5m2->bf16÷ó²–*
f8e4m3fnxf8e5m2->f32©ğå©ğÇ|*#
f8e4m3fnxf8e5m2->f8e4m3fnë—äõ‹¢l*!
f8e4m3fnxf8e5m2->f8e5m2¬Ä’à¢¼n*
f8e5m2xf8e4m3fn->bf16€€€€€‰z*
f8e5m2xf8e4m3fn->f32Ïçóù t*#
f8e5m2xf8e4m3fn->f8e4m3fnÛ¿åÄÂÆk*!
f8e5m2xf8e4m3fn->f8e5m2™—ÿöœh
†€€ €*
bf16xbf16->bf16à‡¾ğ£*
bf16xbf16->f32í¶Ûí–æ*
f16xf16->f16÷Õà¬Ò«*
f16xf16->f32Íë÷¯Æ¨*
f32xf32->f32™ç»¤ä±*!
f8e4m3fnxf8e4m3fn->bf16™‰Ÿ¬* 
f8e4m3fnxf8e4m3fn->f32ºËş‹šè*%
f8e4m3fnxf8e4m3fn->f8e4m3fn²î¡æ’*
f8e4m3fnxf8e5m2->bf16é¤“Í´Ü*
f8e4m3fnxf8e5m2->f32ãÌ…ÈÖ*#
f8e4m3fnxf8e5m2->f8e4m3fnµ‡Í•ñ¯*!
f8e4m3fnxf8e5m2->f8e5m2©É‚¤øª*
f8e5m2xf8e4m3fn->bf16²î¡æ’*
f8e5m2xf8e4m3fn->f32†•Òş£˜*#
f8e5m2xf8e4m3fn->f8e4m3fn²î¡æ’*!
f8e5m2xf8e4m3fn->f8e5m2ÔŒ•£¥â
†€€ €*
bf16xbf16->bf16§ñ£ù*
bf16xbf16->f32‡á¡¸ˆê*
f16xf16->f16ÎëË‰ Ë*
f16xf16->f32†“›×Ë*
f32xf32->f32¼™©üÄ*!
f8e4m3fnxf8e4m3fn->bf16ˆ½µÇËó * 
f8e4m3fnxf8e4m3fn->f32Â’Åè '*%
f8e4m3fnxf8e4m3fn->f8e4m3fnˆ½µÇËó *
f8e4m3fnxf8e5m2->bf16öìÃó‰ı"*
f8e4m3fnxf8e5m2->f32úéõÓëµ(*#
f8e4m3fnxf8e5m2->f8e4m3fnÒÉ¦šé¸!*!
f8e4m3fnxf8e5m2->f8e5m2ÕªÕªÕÆ *
f8e5m2xf8e4m3fn->bf16¨™ªÆÊÄ!*
f8e5m2xf8e4m3fn->f32°›§×ò£#*#
f8e5m2xf8e4m3fn->f8e4m3fnÌœ²¿¡!*!
f8e5m2xf8e4m3fn->f8e5m2šî­çÑ 
†€€ €*
bf16xbf16->bf16®¨ó¤ş6*
bf16xbf16->f32’Ô½ˆä·0*
f16xf16->f16³ŞÜúŞú4*
f16xf16->f32¬ù¸êğà2*
f32xf32->f32í¤öÌŞ*!
f8e4m3fnxf8e4m3fn->bf16É’´ÆåË>* 
f8e4m3fnxf8e4m3fn->f32Ö²çƒï7*%
f8e4m3fnxf8e4m3fn->f8e4m3fnœ«ş„ñ´?*
f8e4m3fnxf8e5m2->bf16‚†’¶¢ß?*
f8e4m3fnxf8e5m2->f32éÒ¥Ë–çG*#
f8e4m3fnxf8e5m2->f8e4m3fnÛØÇó©¸>*!
f8e4m3fnxf8e5m2->f8e5m2‚¾ñêö>*
f8e5m2xf8e4m3fn->bf16Î¬Æ‡‚ºA*
f8e5m2xf8e4m3fn->f32”¤®À×ûD*#
f8e5m2xf8e4m3fn->f8e4m3fn‚†’¶¢ß?*!
f8e5m2xf8e4m3fn->f8e5m2Óš£Ñµá>
‡€€ €*
bf16xbf16->bf16”ŠÅ¢ÑÀM*
bf16xbf16->f32¶²“›ÙıI*
f16xf16->f16®‡ò¼ÃL*
f16xf16->f32š©Ø¯ºâH*
f32xf32->f32Š…À›û*!
f8e4m3fnxf8e4m3fn->bf16şÛĞäú a* 
f8e4m3fnxf8e4m3fn->f32“¬ıÉÈV*%
f8e4m3fnxf8e4m3fn->f8e4m3fn™¢²™éëb*
f8e4m3fnxf8e5m2->bf16“µØ`*
f8e4m3fnxf8e5m2->f32öÔğ»Ät*#
f8e4m3fnxf8e5m2->f8e4m3fnêñ¦ù¹Ÿb*!
f8e4m3fnxf8e5m2->f8e5m2ä¼×ÅÑ¡^*
f8e5m2xf8e4m3fn->bf16€€€€€Ôa*
f8e5m2xf8e4m3fn->f32¡ùš”¯¿€*#
f8e5m2xf8e4m3fn->f8e4m3fn€€€€„¯_*!
f8e5m2xf8e4m3fn->f8e5m2ö¼ÈÑ”Ü]
€€  €*
bf16xbf16->bf16ÎØ“ö„°u*
bf16xbf16->f32Ù¬–Ëåğ`*
f16xf16->f16ÒäÑÎ’¬r*
f16xf16->f32ò×¢›`*
f32xf32->f32¹¥Œü—Ø*"
f8e4m3fnxf8e4m3fn->bf16®»àÜöô°* 
f8e4m3fnxf8e4m3fn->f32œ…Ç§–Ûx*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÃéÜ‹ü‹•* 
f8e4m3fnxf8e5m2->bf16òË´òë¬*
f8e4m3fnxf8e5m2->f32±åã©ÃƒË*$
f8e4m3fnxf8e5m2->f8e4m3fn•Ï®ø§™*"
f8e4m3fnxf8e5m2->f8e5m2™ÿƒìã¬˜* 
f8e5m2xf8e4m3fn->bf16‹ˆğ‡Õ¿*
f8e5m2xf8e4m3fn->f32‚Üõ³³ŒÄ*$
f8e5m2xf8e4m3fn->f8e4m3fn……………å™*"
f8e5m2xf8e4m3fn->f8e5m2°µÃ§ÂõŒ
†€€ €*
bf16xbf16->bf16Çãñ¸¬±**
bf16xbf16->f32˜¸¾ŒÜ›%*
f16xf16->f16ÖË÷€ÇÆ,*
f16xf16->f32¨ÅñéƒÇ(*
f32xf32->f32Ç­‘è°î*!
f8e4m3fnxf8e4m3fn->bf16Ğƒìíã¤+* 
f8e4m3fnxf8e4m3fn->f32¬–Ëå²¸0*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÖË÷€ÇÆ,*
f8e4m3fnxf8e5m2->bf16‚¤éîˆì4*
f8e4m3fnxf8e5m2->f32ÔËœµù)*#
f8e4m3fnxf8e5m2->f8e4m3fnæ‰­áı**!
f8e4m3fnxf8e5m2->f8e5m2‹Ó³±ºê**
f8e5m2xf8e4m3fn->bf16ı€ÕãŞË.*
f8e5m2xf8e4m3fn->f32ÕªÕªµî2*#
f8e5m2xf8e4m3fn->f8e4m3fnì‰»âÎù.*!
f8e5m2xf8e4m3fn->f8e5m2€§ÑŒ²4
†€€ €*
bf16xbf16->bf16úªÓÍ»ú=*
bf16xbf16->f32‚…Š”¨ë;*
f16xf16->f16™¹ä şÂB*
f16xf16->f32ÛØÇó©¸>*
f32xf32->f32é×¥ß–Õ*!
f8e4m3fnxf8e4m3fn->bf16–¬×€«ì9* 
f8e4m3fnxf8e4m3fn->f32ìÕ§€Ë;*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¾óáæş9*
f8e4m3fnxf8e5m2->bf16™¢²™éëb*
f8e4m3fnxf8e5m2->f32şºüõÀp*#
f8e4m3fnxf8e5m2->f8e4m3fn¤’É¤òşl*!
f8e4m3fnxf8e5m2->f8e5m2±–Çü¹½m*
f8e5m2xf8e4m3fn->bf16ÂÀ¦¡ Ÿc*
f8e5m2xf8e4m3fn->f32ñÊî› …S*#
f8e5m2xf8e4m3fn->f8e4m3fn¹Îóœç¸b*!
f8e5m2xf8e4m3fn->f8e5m2ä‹¶•¨“f
†€€ €*
bf16xbf16->bf16¢ˆÍİ÷Š?*
bf16xbf16->f32£ ãô¡=*
f16xf16->f16¢´ÎµĞô?*
f16xf16->f32ª—±Ö…‘<*
f32xf32->f32Àä’º¼¨*!
f8e4m3fnxf8e4m3fn->bf16ŒÀÇø¨J* 
f8e4m3fnxf8e4m3fn->f32ÖúÀçªŸQ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÈ­ŒÀìÒI*
f8e4m3fnxf8e5m2->bf16”¹§Ñ…ãL*
f8e4m3fnxf8e5m2->f32ƒçÇÁó‹w*#
f8e4m3fnxf8e5m2->f8e4m3fnäú²¿ÄL*!
f8e4m3fnxf8e5m2->f8e5m2ß¶ĞÇøÃI*
f8e5m2xf8e4m3fn->bf16ÌÌÄã“ñJ*
f8e5m2xf8e4m3fn->f32²°”à¡»y*#
f8e5m2xf8e4m3fn->f8e4m3fn¢²º›‹áI*!
f8e5m2xf8e4m3fn->f8e5m2¥ª°€¥‚H
ˆ€€ €*
bf16xbf16->bf16Å…“«Ÿú[*
bf16xbf16->f32¿çğÉ³ŞW*
f16xf16->f16»¬¶š€Z*
f16xf16->f32®ğ½ÇÀ›U*
f32xf32->f32öÆ£§‘ª*!
f8e4m3fnxf8e4m3fn->bf16´êùëÔu* 
f8e4m3fnxf8e4m3fn->f32¬²Ãÿˆµx*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¯¦†–m*
f8e4m3fnxf8e5m2->bf16–„Åß’l*
f8e4m3fnxf8e5m2->f32±‡‰ê»íµ*#
f8e4m3fnxf8e5m2->f8e4m3fn‘‹üÄæ±t*!
f8e4m3fnxf8e5m2->f8e5m2ƒßÌƒßìm*
f8e5m2xf8e4m3fn->bf16ßÔÖ‡ÄÑp*
f8e5m2xf8e4m3fn->f32åÒóø¬ÃÈ*#
f8e5m2xf8e4m3fn->f8e4m3fnáùú¾”¥q*!
f8e5m2xf8e4m3fn->f8e5m2öÔğ»Ät
“€€  €*
bf16xbf16->bf16½Ûæ¸Ìğ†*
bf16xbf16->f32–©†w*
f16xf16->f16ÃÇøÇÓè‡*
f16xf16->f32½‹®šæ°{*
f32xf32->f32‘ïˆ¸Ñı*"
f8e4m3fnxf8e4m3fn->bf16åëÙ½ÃÔ*!
f8e4m3fnxf8e4m3fn->f32¥øÆ¦‰“*&
f8e4m3fnxf8e4m3fn->f8e4m3fn²ñÚ›úÁ* 
f8e4m3fnxf8e5m2->bf16±û¥ÕšÒ*
f8e4m3fnxf8e5m2->f32Çğ¦•ˆò*$
f8e4m3fnxf8e5m2->f8e4m3fnÊÀôÆ…‹Å*"
f8e4m3fnxf8e5m2->f8e5m2³Ëí‡ªµÀ* 
f8e5m2xf8e4m3fn->bf16œ¨ôÌ£«Ï*
f8e5m2xf8e4m3fn->f32À¨é‘û„µ*$
f8e5m2xf8e4m3fn->f8e4m3fn‘¯¨–æ¥¿*"
f8e5m2xf8e4m3fn->f8e5m2²ñÚ›úÁ
†€€ € *
bf16xbf16->bf16å¼¤ü°µ@*
bf16xbf16->f32ÚšŸà¿¢A*
f16xf16->f16‚´ÜÛÎ£A*
f16xf16->f32Ñ‰ÍèÄĞA*
f32xf32->f32ˆîÔ‚¡î!*!
f8e4m3fnxf8e4m3fn->bf16Ô´ÖÄ¿=* 
f8e4m3fnxf8e4m3fn->f32ÛØÇó©¸>*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÛØÇó©¸>*
f8e4m3fnxf8e5m2->bf16“““““`*
f8e4m3fnxf8e5m2->f32ƒö¦¢O*#
f8e4m3fnxf8e5m2->f8e4m3fnÙ¬–Ëåğ`*!
f8e4m3fnxf8e5m2->f8e5m2”¥©ÊÒàN*
f8e5m2xf8e4m3fn->bf16±«„šœáR*
f8e5m2xf8e4m3fn->f32åëĞ¼Í§P*#
f8e5m2xf8e4m3fn->f8e4m3fnƒ¨—¹êòS*!
f8e5m2xf8e4m3fn->f8e5m2åëĞ¼Í§P
€€ € *
bf16xbf16->bf16•½ÄŠ¼d*
bf16xbf16->f32™—ÿöœh*
f16xf16->f16ä‹¶•¨“f*
f16xf16->f32„ŞÎ²—èU*
f32xf32->f32ÌĞåŸÀË,*!
f8e4m3fnxf8e4m3fn->bf16’ÖëŞ‘ÍS* 
f8e4m3fnxf8e4m3fn->f32şÉÙØ´àS*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¥ŞÄ¨¨…T* 
f8e4m3fnxf8e5m2->bf16ôƒÔû®º*
f8e4m3fnxf8e5m2->f32é šÈ†Àœ*$
f8e4m3fnxf8e5m2->f8e4m3fnŸÔÂÅ†€œ*"
f8e4m3fnxf8e5m2->f8e5m2ôƒÔû®º* 
f8e5m2xf8e4m3fn->bf16†µ•Œ¡Ô¹*
f8e5m2xf8e4m3fn->f32Ç¹‰á“í£*$
f8e5m2xf8e4m3fn->f8e4m3fn°¼«öó ¸*"
f8e5m2xf8e4m3fn->f8e5m2Š½—ÉµÏ¦
•€€ € *
bf16xbf16->bf16¥ü™ÊøÃ*
bf16xbf16->f32°µÃ§ÂõŒ*
f16xf16->f16Ò¥Ë–­Î*
f16xf16->f32‰ç“Îı*
f32xf32->f32›³«·Çú4*"
f8e4m3fnxf8e4m3fn->bf16ŠÊ”¢»€*!
f8e4m3fnxf8e4m3fn->f32ÏµëÉ»Ş‰*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¨”ŠÅ¢›* 
f8e4m3fnxf8e5m2->bf16ÇæªÎ–ˆ´*
f8e4m3fnxf8e5m2->f32àìƒÌ½ï*$
f8e4m3fnxf8e5m2->f8e4m3fnÇÁóãàİ©*"
f8e4m3fnxf8e5m2->f8e5m2‘ëËıù²* 
f8e5m2xf8e4m3fn->bf16ÒØÂÃ‰…¼*
f8e5m2xf8e4m3fn->f32Ø÷˜µˆ½*$
f8e5m2xf8e4m3fn->f8e4m3fnÊÔ­ÉÚÅ*"
f8e5m2xf8e4m3fn->f8e5m2Œ‚ëÑÍ—À
Š€€ € *
bf16xbf16->bf16úúİÎé~*
bf16xbf16->f32–Æ®ÜÇ‹u*
f16xf16->f16±Ûşùåu*
f16xf16->f32—‚äÑ…x*
f32xf32->f32é½¾º ’*!
f8e4m3fnxf8e4m3fn->bf16¼ÎÄÎÇ“v*!
f8e4m3fnxf8e4m3fn->f32îöÛ‡ã—*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÔ®â¬‹¢x* 
f8e4m3fnxf8e5m2->bf16×î¦œÓõ€*
f8e4m3fnxf8e5m2->f32çĞ¢ê¿„ƒ*#
f8e4m3fnxf8e5m2->f8e4m3fn–Æ®ÜÇ‹u*!
f8e4m3fnxf8e5m2->f8e5m2Ê³·á¯Ít*
f8e5m2xf8e4m3fn->bf16¼ÎÄÎÇ“v*
f8e5m2xf8e4m3fn->f32ô«·”û¸…*#
f8e5m2xf8e4m3fn->f8e4m3fnœÂ–Õæ|*!
f8e5m2xf8e4m3fn->f8e5m2±Ûşùåu
•€€  € *
bf16xbf16->bf16¨£Ô¾½Ô¨*
bf16xbf16->f32¯Œş“®›‘*
f16xf16->f16ò°”…ã—”*
f16xf16->f32´Èâœ×÷›*
f32xf32->f32…ÈöÑÜé*"
f8e4m3fnxf8e4m3fn->bf16šäšœÄÅç*!
f8e4m3fnxf8e4m3fn->f32ˆ“× Ìœ¦*&
f8e4m3fnxf8e4m3fn->f8e4m3fnĞ½‰Ú—‡â* 
f8e4m3fnxf8e5m2->bf16ú–°èÌë*
f8e4m3fnxf8e5m2->f32¸Ğè™ÇÖ*$
f8e4m3fnxf8e5m2->f8e4m3fn³âÇûİåá*"
f8e4m3fnxf8e5m2->f8e5m2¦–Ó‚”Ğà* 
f8e5m2xf8e4m3fn->bf16ƒ‹™§Ğé*
f8e5m2xf8e4m3fn->f32ÙÓÑË©š¢*$
f8e5m2xf8e4m3fn->f8e4m3fnˆÊéœˆÜß*"
f8e5m2xf8e4m3fn->f8e5m2Î½×«ï²á
†€€ €*
bf16xbf16->bf16ÒãÒÌÄ‘	*
bf16xbf16->f32ãñ¸œÈ*
f16xf16->f16áòİ“*
f16xf16->f32áòİ“*
f32xf32->f32ÀÆ»ë¹”*!
f8e4m3fnxf8e4m3fn->bf16ã¯Çßˆ* 
f8e4m3fnxf8e4m3fn->f32¶Å Ã“¬
*%
f8e4m3fnxf8e4m3fn->f8e4m3fnğü˜¸¾ñ*
f8e4m3fnxf8e5m2->bf16‚´¥ÀÖ÷*
f8e4m3fnxf8e5m2->f32‡œğà¹
*#
f8e4m3fnxf8e5m2->f8e4m3fnûüÆé¦»*!
f8e4m3fnxf8e5m2->f8e5m2€÷Öó¨*
f8e5m2xf8e4m3fn->bf16ªÕªÕÀò*
f8e5m2xf8e4m3fn->f32âŠ¦”ğ	*#
f8e5m2xf8e4m3fn->f8e4m3fnºÑ‹İÈï*!
f8e5m2xf8e4m3fn->f8e5m2î‘î‘î˜
†€€ €*
bf16xbf16->bf16€¦Ş…°Œ*
bf16xbf16->f32ûêŒÄ—€*
f16xf16->f16‰»ÜıÍ*
f16xf16->f32Ïê‡£*
f32xf32->f32ÙŸ­õëÄ*!
f8e4m3fnxf8e4m3fn->bf16¥£Ñ‚* 
f8e4m3fnxf8e4m3fn->f32ØÍÓ«ùÑ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn°ãèö´à*
f8e4m3fnxf8e5m2->bf16Çãñ¸œ*
f8e4m3fnxf8e5m2->f32Ñ¾ş±‡*#
f8e4m3fnxf8e5m2->f8e4m3fn¢È©ØëÂ*!
f8e4m3fnxf8e5m2->f8e5m2Ğ©ˆèç*
f8e5m2xf8e4m3fn->bf16˜ñı‘§œ*
f8e5m2xf8e4m3fn->f32—íˆ¸¸Ë*#
f8e5m2xf8e4m3fn->f8e4m3fnÌå‘¿®¯*!
f8e5m2xf8e4m3fn->f8e5m2Íë÷¯Æ¨
†€€ €*
bf16xbf16->bf16÷–“æÉá'*
bf16xbf16->f32È†ÒÁ´¦*
f16xf16->f16òµ¨Şæ“(*
f16xf16->f32ğ‚®à…¥"*
f32xf32->f32ÂÍƒ’Ú˜*!
f8e4m3fnxf8e4m3fn->bf16šÀºÀÍê4* 
f8e4m3fnxf8e4m3fn->f32÷–“æÉá'*%
f8e4m3fnxf8e4m3fn->f8e4m3fn÷éˆ–÷‹**
f8e4m3fnxf8e5m2->bf16»¸”ßÊ¾/*
f8e4m3fnxf8e5m2->f32¼¸¬µŞ“*#
f8e4m3fnxf8e5m2->f8e4m3fnáÃ‡¾ğ,*!
f8e4m3fnxf8e5m2->f8e5m2×ÃÇ»ªÖ**
f8e5m2xf8e4m3fn->bf16•Û÷ºÀô+*
f8e5m2xf8e4m3fn->f32ŠµŒ©àé(*#
f8e5m2xf8e4m3fn->f8e4m3fn¸¥÷ĞÂ)*!
f8e5m2xf8e4m3fn->f8e5m2î«ÁÙ¤×*
†€€ €*
bf16xbf16->bf16«ıØÃ‹±8*
bf16xbf16->f32¤éØŒÓ»,*
f16xf16->f16å¼¤ü°µ@*
f16xf16->f32¶íªÅúï,*
f32xf32->f32ÅšÆ”ğ´*!
f8e4m3fnxf8e4m3fn->bf16‡¹ÈÃœÌG* 
f8e4m3fnxf8e4m3fn->f32’É¤’ÉàE*%
f8e4m3fnxf8e4m3fn->f8e4m3fnàÂ£æ‰´:*
f8e4m3fnxf8e5m2->bf16ÇãñØâT*
f8e4m3fnxf8e5m2->f32¥ª°€¥‚H*#
f8e4m3fnxf8e5m2->f8e4m3fnå¼¤ü°µ@*!
f8e4m3fnxf8e5m2->f8e5m2¹…âä•÷@*
f8e5m2xf8e4m3fn->bf16åëĞ¼Í§P*
f8e5m2xf8e4m3fn->f32¿şº 8*#
f8e5m2xf8e4m3fn->f8e4m3fn¢´ÎµĞô?*!
f8e5m2xf8e4m3fn->f8e5m2Ñ²ÔŒ•‰C
†€€  €*
bf16xbf16->bf16±«„šœáR*
bf16xbf16->f32í‡¤ğŒD*
f16xf16->f16ãÜÄğÉöQ*
f16xf16->f32â²ã·†™D*
f32xf32->f32Œ ” ä*!
f8e4m3fnxf8e4m3fn->bf16ÛëÍŒ¦Çh* 
f8e4m3fnxf8e4m3fn->f32ò¡öÃg*%
f8e4m3fnxf8e4m3fn->f8e4m3fnæÊ’ĞÏX*
f8e4m3fnxf8e5m2->bf16¶Å Ã¹g*
f8e4m3fnxf8e5m2->f32ƒçÇÁó‹w*#
f8e4m3fnxf8e5m2->f8e4m3fn®ğ½ÇÀ›U*!
f8e4m3fnxf8e5m2->f8e5m2„ŞÎ²—èU*
f8e5m2xf8e4m3fn->bf16ùüîŒ£©h*
f8e5m2xf8e4m3fn->f32™¢²™éëb*#
f8e5m2xf8e4m3fn->f8e4m3fn´ÜÀåQ*!
f8e5m2xf8e4m3fn->f8e5m2ƒğ¥úè„W
†€€ €*
bf16xbf16->bf16¥£Ñ‚*
bf16xbf16->f32¾Àê±ï¥*
f16xf16->f16µ‡ÌëÎ*
f16xf16->f32³ˆ£¡²˜*
f32xf32->f32âºí›Ò¹
*!
f8e4m3fnxf8e4m3fn->bf16É¤’ÉÜŸ* 
f8e4m3fnxf8e4m3fn->f32í„™æ°—*%
f8e4m3fnxf8e4m3fn->f8e4m3fn÷£ğ¾Äâ*
f8e4m3fnxf8e5m2->bf16Á‚…ŠÔõ*
f8e4m3fnxf8e5m2->f32„ìà×°*#
f8e4m3fnxf8e5m2->f8e4m3fn¡ãú¡ãô*!
f8e4m3fnxf8e5m2->f8e5m2ß¸õ‡»*
f8e5m2xf8e4m3fn->bf16„èÊ€­ï*
f8e5m2xf8e4m3fn->f32€€€€Àš*#
f8e5m2xf8e4m3fn->f8e4m3fnæàìƒù*!
f8e5m2xf8e4m3fn->f8e5m2Æ·å¾„
†€€ €*
bf16xbf16->bf16×ÃÇ»ªÖ**
bf16xbf16->f32§„ãå¤ª%*
f16xf16->f16Èÿ˜ÖøŒ)*
f16xf16->f32ˆ•²ÏĞ&*
f32xf32->f32Ñ¾ş±‡*!
f8e4m3fnxf8e4m3fn->bf16ÉÉÉÉÉ‡0* 
f8e4m3fnxf8e4m3fn->f32úéõÓëµ(*%
f8e4m3fnxf8e4m3fn->f8e4m3fn˜àêñŸ0*
f8e4m3fnxf8e5m2->bf16€·ıìŒƒ1*
f8e4m3fnxf8e5m2->f32áÃ‡¾ğ,*#
f8e4m3fnxf8e5m2->f8e4m3fnì‰»âÎù.*!
f8e4m3fnxf8e5m2->f8e5m2ÕªÕªµî2*
f8e5m2xf8e4m3fn->bf16°âû£Î¸2*
f8e5m2xf8e4m3fn->f32¸¥÷ĞÂ)*#
f8e5m2xf8e4m3fn->f8e4m3fnöƒ˜ÃËâ.*!
f8e5m2xf8e4m3fn->f8e5m2Ú¥ÍÊ.
†€€ €*
bf16xbf16->bf16ŠÍ¾¾µÒ=*
bf16xbf16->f32­”ËÑ°7*
f16xf16->f16¤ƒéÌ>*
f16xf16->f32áøœŒÏË/*
f32xf32->f32Å…¤ê²„*!
f8e4m3fnxf8e4m3fn->bf16ÕªÕªÕ°Q* 
f8e4m3fnxf8e4m3fn->f32Ãá°˜ÌÔH*%
f8e4m3fnxf8e4m3fn->f8e4m3fnî­¦Ì“ÃO*
f8e4m3fnxf8e5m2->bf16×éØÅÿğV*
f8e4m3fnxf8e5m2->f32ÎˆÆËÉÔJ*#
f8e4m3fnxf8e5m2->f8e4m3fnŠÏë¬àM*!
f8e4m3fnxf8e5m2->f8e5m2Ãàº´ó…P*
f8e5m2xf8e4m3fn->bf16Úğ¦ÛÃ©S*
f8e5m2xf8e4m3fn->f32¶²“›ÙıI*#
f8e5m2xf8e4m3fn->f8e4m3fn±ÀÓ»R*!
f8e5m2xf8e4m3fn->f8e5m2ğé­ó‡­K
‡€€ €*
bf16xbf16->bf16É‹Îş¥X*
bf16xbf16->f32ô¦ÈÒK*
f16xf16->f16ô¢—ºÑãX*
f16xf16->f32ŒÀÇø¨J*
f32xf32->f32·ÔÍÜˆó*!
f8e4m3fnxf8e4m3fn->bf16¿¯ÅûâÀ}* 
f8e4m3fnxf8e4m3fn->f32¼¯í¢®Ïr*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÁ…ÇÌ“èt* 
f8e4m3fnxf8e5m2->bf16ƒÖˆ×Õ©„*
f8e4m3fnxf8e5m2->f32‹¶Ìû¡üw*#
f8e4m3fnxf8e5m2->f8e4m3fn½ô¾‚èæv*!
f8e4m3fnxf8e5m2->f8e5m2¼¯í¢®Ïr*
f8e5m2xf8e4m3fn->bf16 šÈ†Ò™}*
f8e5m2xf8e4m3fn->f32æ–ÒŒÈx*#
f8e5m2xf8e4m3fn->f8e4m3fnÎØ“ö„°u*!
f8e5m2xf8e4m3fn->f8e5m2ƒçÇÁó‹w
‘€€  €*
bf16xbf16->bf16òºÇ—¶éw*
bf16xbf16->f32ÿáÔ©¢úc*
f16xf16->f16´êùëÔu*
f16xf16->f32ÙåöƒÕš`*
f32xf32->f32Ğ’—¶»Ç*"
f8e4m3fnxf8e4m3fn->bf16ÍûÜÍÒÀ¥*!
f8e4m3fnxf8e4m3fn->f32ı´Ê£š*&
f8e4m3fnxf8e4m3fn->f8e4m3fnâ‹ÈÉâ§Œ* 
f8e4m3fnxf8e5m2->bf16ÔŞËÖÑ¤*
f8e4m3fnxf8e5m2->f32Ğû¤½çƒØ*$
f8e4m3fnxf8e5m2->f8e4m3fnÅåÆïŒ²ˆ*"
f8e4m3fnxf8e5m2->f8e5m2Ø¹åŞ›ôŒ* 
f8e5m2xf8e4m3fn->bf16±ğŠëÈŸ*
f8e5m2xf8e4m3fn->f32éŒ÷Ñ¯ÚÇ*$
f8e5m2xf8e4m3fn->f8e4m3fn›ŠœïµÚŠ*"
f8e5m2xf8e4m3fn->f8e5m2ò‡¹˜
†€€ €*
bf16xbf16->bf16Ã‡¼Ü*
bf16xbf16->f32“öÄ¬*
f16xf16->f16À‘şÖ*
f16xf16->f32É¤’ÉÜŸ*
f32xf32->f32—íˆ¸¸Ë*!
f8e4m3fnxf8e4m3fn->bf16ˆ½µÇËó * 
f8e4m3fnxf8e4m3fn->f32ÈË²’Æ$*%
f8e4m3fnxf8e4m3fn->f8e4m3fnİÉğ¶¬•!*
f8e4m3fnxf8e5m2->bf16›ÙÉÍìş$*
f8e4m3fnxf8e5m2->f32‹÷âİ¸Û,*#
f8e4m3fnxf8e5m2->f8e4m3fnğ‚®à…¥"*!
f8e4m3fnxf8e5m2->f8e5m2Ì¼‹à˜"*
f8e5m2xf8e4m3fn->bf16Ãœä¡æ#*
f8e5m2xf8e4m3fn->f32±®¢ø¤û(*#
f8e5m2xf8e4m3fn->f8e4m3fn¨¹ö–¸$*!
f8e5m2xf8e4m3fn->f8e5m2ø‚²Òø‰#
†€€ €*
bf16xbf16->bf16™æ™æ™¨/*
bf16xbf16->f32õ¤˜¤å©.*
f16xf16->f16“„°ƒßÂ1*
f16xf16->f32Œ†Ãá°À.*
f32xf32->f32ıÒü³ö¹*!
f8e4m3fnxf8e4m3fn->bf16Óš£Ñµá>* 
f8e4m3fnxf8e4m3fn->f32ÛëıÔûîH*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÓš£Ñµá>*
f8e4m3fnxf8e5m2->bf16œ«ş„ñ´?*
f8e4m3fnxf8e5m2->f32ò×ŸÊ¬E*#
f8e4m3fnxf8e5m2->f8e4m3fn¬ÜÓŒ—=*!
f8e4m3fnxf8e5m2->f8e5m2Óš£Ñµá>*
f8e5m2xf8e4m3fn->bf16º³ê«Ê<*
f8e5m2xf8e4m3fn->f32ñ…ä¤ñ“F*#
f8e5m2xf8e4m3fn->f8e4m3fn‚¾ñêö>*!
f8e5m2xf8e4m3fn->f8e5m2Óš£Ñµá>
‡€€ €*
bf16xbf16->bf16˜Åü¬·½R*
bf16xbf16->f32€€€€Ğ¥L*
f16xf16->f16ì›ÏÁĞ«R*
f16xf16->f32ŠÏë¬àM*
f32xf32->f32½ƒÕ¾ƒ*!
f8e4m3fnxf8e4m3fn->bf16êµ¹ğæŠr* 
f8e4m3fnxf8e4m3fn->f32›½Ó·ú’j*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¤’É¤òşl*
f8e4m3fnxf8e5m2->bf16…Š”¨ĞÖw*
f8e4m3fnxf8e5m2->f32Â¬È…Ù×„*#
f8e4m3fnxf8e5m2->f8e4m3fnñ¥ÏƒÖºn*!
f8e4m3fnxf8e5m2->f8e5m2›ìºÈà¦k*
f8e5m2xf8e4m3fn->bf16¬åÎ‡Şo*
f8e5m2xf8e4m3fn->f32·±çÓğ|*#
f8e5m2xf8e4m3fn->f8e4m3fn²Ğæ˜éßl*!
f8e5m2xf8e4m3fn->f8e5m2¾‚Ùâõºi
‘€€ €*
bf16xbf16->bf16„ÓÎªğÃw*
bf16xbf16->f32³Šìÿ÷b*
f16xf16->f16ıºæÃÍıs*
f16xf16->f32¨ÀÃæç•a*
f32xf32->f32ÓùªÈ‡*"
f8e4m3fnxf8e4m3fn->bf16¸¯…æ’İª*!
f8e4m3fnxf8e4m3fn->f32Çƒ…ø¡êŸ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnãÖˆ´¸Â¥* 
f8e4m3fnxf8e5m2->bf16ÏÙ‹ÚõÃ²*
f8e4m3fnxf8e5m2->f32ü»ûÌ£Ç*$
f8e4m3fnxf8e5m2->f8e4m3fnÇ¹‰á“í£*"
f8e4m3fnxf8e5m2->f8e5m2«˜ĞË´æ¥* 
f8e5m2xf8e4m3fn->bf16¬ÌÎÅé©«*
f8e5m2xf8e4m3fn->f32ÕªÕªÕ¹Ë*$
f8e5m2xf8e4m3fn->f8e4m3fnªÔ±¤§£*"
f8e5m2xf8e4m3fn->f8e5m2‘‚úÃ„£
•€€  €*
bf16xbf16->bf16Ï÷åÜÚ‡™*
bf16xbf16->f32µíü…·‘*
f16xf16->f16÷ãÄé›*
f16xf16->f32Øüà¼À‘*
f32xf32->f32³çÕµ£Ÿ*"
f8e4m3fnxf8e4m3fn->bf16®¼Î¿ß•ì*!
f8e4m3fnxf8e4m3fn->f32€ÚæÇì©Ñ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnı„²ÅëõÒ* 
f8e4m3fnxf8e5m2->bf16Ãïˆ…ÌÜñ*
f8e4m3fnxf8e5m2->f32§Û¹ˆÓÁº*$
f8e4m3fnxf8e5m2->f8e4m3fnÒ”œ‡×Æ*"
f8e4m3fnxf8e5m2->f8e5m2·ú¦ïô¥Ô* 
f8e5m2xf8e4m3fn->bf16¿°ã£óÏò*
f8e5m2xf8e4m3fn->f32ù–”–ğï­*$
f8e5m2xf8e4m3fn->f8e4m3fnÎùòêûêÓ*"
f8e5m2xf8e4m3fn->f8e5m2©äçºƒ“Ó
†€€ €*
bf16xbf16->bf16‘úê—çA*
bf16xbf16->f32ªÕªÕ‚Ê?*
f16xf16->f16™¹ä şÂB*
f16xf16->f32™¨³Ìô¯6*
f32xf32->f32ƒëÉõÜ"*!
f8e4m3fnxf8e4m3fn->bf16¸à‡ÎS* 
f8e4m3fnxf8e4m3fn->f32¸à‡ÎS*%
f8e4m3fnxf8e4m3fn->f8e4m3fn×°®»ºX*
f8e4m3fnxf8e5m2->bf16…¥ŠÑÀN*
f8e4m3fnxf8e5m2->f32ƒö¦¢O*#
f8e4m3fnxf8e5m2->f8e4m3fn´®ß¿™¢a*!
f8e4m3fnxf8e5m2->f8e5m2”¥©ÊÒàN*
f8e5m2xf8e4m3fn->bf16î­¦Ì“ÃO*
f8e5m2xf8e4m3fn->f32ªÌ¥Ó˜R*#
f8e5m2xf8e4m3fn->f8e4m3fn¼‡ñÄÿ^*!
f8e5m2xf8e4m3fn->f8e5m2ĞŠãÓ‡Q
†€€ €*
bf16xbf16->bf16Ìøñ¾·¹8*
bf16xbf16->f32°âû£Î¸2*
f16xf16->f16êŒÌİ¹Î7*
f16xf16->f32êÕçûäÇ3*
f32xf32->f32Íİ™‡šÆ*!
f8e4m3fnxf8e4m3fn->bf16Ş…Å…ü»K* 
f8e4m3fnxf8e4m3fn->f32šÌ´ìÜ®f*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÎÒùâŸ¡E*
f8e4m3fnxf8e5m2->bf16±ğü˜¸·J*
f8e4m3fnxf8e5m2->f32••€–ê}*#
f8e4m3fnxf8e5m2->f8e4m3fnë¹–øÃC*!
f8e4m3fnxf8e5m2->f8e5m2Ë“ù£ãÆH*
f8e5m2xf8e4m3fn->bf16øó¦¼½šJ*
f8e5m2xf8e4m3fn->f32Şç·Ì¶Ús*#
f8e5m2xf8e4m3fn->f8e4m3fnŒÀÇø¨J*!
f8e5m2xf8e4m3fn->f8e5m2îŸğÜ•ˆE
‘€€ €*
bf16xbf16->bf16àç’€©p*
bf16xbf16->f32²è†ÈÛ^*
f16xf16->f16° ÀÕã¿`*
f16xf16->f32ğ‹öÉÓò]*
f32xf32->f32ò¼Ôÿ³¼*"
f8e4m3fnxf8e4m3fn->bf16üêù°©Š*!
f8e4m3fnxf8e4m3fn->f32‰ç“Îı*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¨æÕ‹À¿„* 
f8e4m3fnxf8e5m2->bf16€’„Ïï¬‰*
f8e4m3fnxf8e5m2->f32ç˜ç˜ç ½*$
f8e4m3fnxf8e5m2->f8e4m3fná¯§¡“‘†*"
f8e4m3fnxf8e5m2->f8e5m2åÙÎ§ù©†* 
f8e5m2xf8e4m3fn->bf16„¬§ÖóŠ*
f8e5m2xf8e4m3fn->f32€›Æ¶§ƒÎ*$
f8e5m2xf8e4m3fn->f8e4m3fnÚ×æ ¼ˆ*"
f8e5m2xf8e4m3fn->f8e5m2ÚÈœà™ˆ
•€€ €*
bf16xbf16->bf16Øüà¼À‘*
bf16xbf16->f32¿éÆÀÃÛŒ*
f16xf16->f16Å¢õ¾€–*
f16xf16->f32î×Ö…Ò‰*
f32xf32->f32…ÔÆË•œ*"
f8e4m3fnxf8e4m3fn->bf16±ñòßò¸Ğ*!
f8e4m3fnxf8e4m3fn->f32Íûò É÷Ì*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÕªÕªÕ¹Ë* 
f8e4m3fnxf8e5m2->bf16ı„²ÅëõÒ*
f8e4m3fnxf8e5m2->f32À¨é‘û„µ*$
f8e4m3fnxf8e5m2->f8e4m3fn«šúˆ•øÈ*"
f8e4m3fnxf8e5m2->f8e5m2ëĞ—Ì˜çÊ* 
f8e5m2xf8e4m3fn->bf16‚œÅ²„ÈÑ*
f8e5m2xf8e4m3fn->f32Œ†Ãá°Ò¢*$
f8e5m2xf8e4m3fn->f8e4m3fnµ˜éØ¹İÌ*"
f8e5m2xf8e4m3fn->f8e5m2àƒÍİ§¸Ë
•€€  €*
bf16xbf16->bf16ôé¹ûÚ¤Æ*
bf16xbf16->f32»ç¼è¶“¨*
f16xf16->f16‘ÛµÇ™Ö´*
f16xf16->f32‰›µº½¹²*
f32xf32->f32ß†À€í*"
f8e4m3fnxf8e4m3fn->bf16ŠÅêı€¬*!
f8e4m3fnxf8e4m3fn->f32µŸá¡Ø«‚*&
f8e4m3fnxf8e4m3fn->f8e4m3fnò’şÍ¹Óš* 
f8e4m3fnxf8e5m2->bf16¢ÕÁµëŒ«*
f8e4m3fnxf8e5m2->f32†ºøé«ñº*$
f8e4m3fnxf8e5m2->f8e4m3fn•è¼…ö–*"
f8e4m3fnxf8e5m2->f8e5m2Á½ä„Ó´–* 
f8e5m2xf8e4m3fn->bf16½œ…é’Û¬*
f8e5m2xf8e4m3fn->f32ï©ÅêÒøÉ*$
f8e5m2xf8e4m3fn->f8e4m3fn²‡İÌõµ–*"
f8e5m2xf8e4m3fn->f8e5m2áê†Ï„ë™
€€ € *
bf16xbf16->bf16ä‹¶•¨“f*
bf16xbf16->f32“““““`*
f16xf16->f16ğìã„ç¦e*
f16xf16->f32å¯ğğº¥e*
f32xf32->f32ìªÍ÷‹“.*!
f8e4m3fnxf8e4m3fn->bf16»®¯¦€­r* 
f8e4m3fnxf8e4m3fn->f32¡µµÛ˜ x*%
f8e4m3fnxf8e4m3fn->f8e4m3fn©ğå©ğÇ|* 
f8e4m3fnxf8e5m2->bf16³Ää²Ò×Å*
f8e4m3fnxf8e5m2->f32öÔæôÛ½³*$
f8e4m3fnxf8e5m2->f8e4m3fn²Ù¬–ËáÁ*"
f8e4m3fnxf8e5m2->f8e5m2ƒÜ—±®‡Ä* 
f8e5m2xf8e4m3fn->bf16›‡¤´…÷«*
f8e5m2xf8e4m3fn->f32àÓÛæÚ–*$
f8e5m2xf8e4m3fn->f8e4m3fn©¬ááÄ‚*"
f8e5m2xf8e4m3fn->f8e5m2°ŠùÙîú¤
•€€ € *
bf16xbf16->bf16İ¿à¹«Š*
bf16xbf16->f32Æ¿·ÂÊˆ*
f16xf16->f16¥øÆ¦‰“*
f16xf16->f32œ¥óÅ¿ÂŠ*
f32xf32->f32Éó½©Ÿÿ2*"
f8e4m3fnxf8e4m3fn->bf16³ÃÙ‰ÃÃ‘*!
f8e4m3fnxf8e4m3fn->f32çÉì‹‘˜”*&
f8e4m3fnxf8e4m3fn->f8e4m3fn½ åÙÛà‘* 
f8e4m3fnxf8e5m2->bf16ğŞŠÌ¥ºÕ*
f8e4m3fnxf8e5m2->f32Ü¹óæÍûş*$
f8e4m3fnxf8e5m2->f8e4m3fnó’Â§ÚÇ*"
f8e4m3fnxf8e5m2->f8e5m2Òàµ‡±Ú* 
f8e5m2xf8e4m3fn->bf16¶ÈèŠî×*
f8e5m2xf8e4m3fn->f32ª¼®³õ€·*$
f8e5m2xf8e4m3fn->f8e4m3fnº·™±ÎŒ¾*"
f8e5m2xf8e4m3fn->f8e5m2©Ù½×ƒ¤ß
’€€ € *
bf16xbf16->bf16—ó©£›®}*
bf16xbf16->f32İàä•÷Îr*
f16xf16->f16ùª©³•Íz*
f16xf16->f32»¾‡â·ä*
f32xf32->f32øç³‚±ò*"
f8e4m3fnxf8e4m3fn->bf16†´¹×ê¤—*!
f8e4m3fnxf8e4m3fn->f32ç‘¾§ÕÎ½*&
f8e4m3fnxf8e4m3fn->f8e4m3fnı«Ù£³¼–* 
f8e4m3fnxf8e5m2->bf16 ÔôÈ½Âš*
f8e4m3fnxf8e5m2->f32‘ëËıù²*$
f8e4m3fnxf8e5m2->f8e4m3fnàÓÛæÚ–*"
f8e4m3fnxf8e5m2->f8e5m2ÀÁåÒ˜* 
f8e5m2xf8e4m3fn->bf16ù½”³€¼˜*
f8e5m2xf8e4m3fn->f32Ñ¹Şî“*$
f8e5m2xf8e4m3fn->f8e4m3fnòğÔˆ£è–*"
f8e5m2xf8e4m3fn->f8e5m2ğÌõÎÄ¦”
•€€ € *
bf16xbf16->bf16­¡Ä§Ÿ©*
bf16xbf16->f32ª ÂÂ÷ß¡*
f16xf16->f16°¡¼ñˆ“¢*
f16xf16->f32é šÈ†Àœ*
f32xf32->f32ÑêÂ°Şï*"
f8e4m3fnxf8e4m3fn->bf16’ïçİŒ¿ï*!
f8e4m3fnxf8e4m3fn->f32‡Ë¦¼ş*&
f8e4m3fnxf8e4m3fn->f8e4m3fn•Ø®§ğ* 
f8e4m3fnxf8e5m2->bf16’Æ…¦àïñ*
f8e4m3fnxf8e5m2->f32¡Á¸İ¶ÑÄ*$
f8e4m3fnxf8e5m2->f8e4m3fnç¿üÀ‘»í*"
f8e4m3fnxf8e5m2->f8e5m2 ÇÓ–¿šï* 
f8e5m2xf8e4m3fn->bf16ûæÀ®§¢ñ*
f8e5m2xf8e4m3fn->f32Ûí¶Ûí¶¾*$
f8e5m2xf8e4m3fn->f8e4m3fnûå˜÷ßë*"
f8e5m2xf8e4m3fn->f8e5m2ĞöÇ´ªî
•€€  € *
bf16xbf16->bf16À€¦¬­¥ö*
bf16xbf16->f32¸»íµÈ*
f16xf16->f16û¥”‹¹â*
f16xf16->f32›äüú¸ëÆ*
f32xf32->f32’í²˜±Æ*"
f8e4m3fnxf8e4m3fn->bf16†¼ğü×ÒÖ*!
f8e4m3fnxf8e4m3fn->f32‹ “îÑ÷¨*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÈÒÕÍäİÏ* 
f8e4m3fnxf8e5m2->bf16ÁÍÊÚƒÇÔ*
f8e4m3fnxf8e5m2->f32Çæ‚áƒíˆ*$
f8e4m3fnxf8e5m2->f8e4m3fn×° —éÌË*"
f8e4m3fnxf8e5m2->f8e5m2ÅÌÁÿŠÏÊ* 
f8e5m2xf8e4m3fn->bf16÷öä®ÃÓ*
f8e5m2xf8e4m3fn->f32©ÈÚ¦…¢‡*$
f8e5m2xf8e4m3fn->f8e4m3fnø™ƒ¾µåÅ*"
f8e5m2xf8e4m3fn->f8e5m2Ô•·•«ïÏ
†€ € €*
bf16xbf16->bf16¤Ç¥™‰£*
bf16xbf16->f32¼™©üÄ*
f16xf16->f16¡ò‡ó*
f16xf16->f32¼™©üÄ*
f32xf32->f32õòàÑ‘*!
f8e4m3fnxf8e4m3fn->bf16Àû’æõÀ* 
f8e4m3fnxf8e4m3fn->f32¥î©´á˜*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÊí» ú*
f8e4m3fnxf8e5m2->bf16ùÂ­…êÄ*
f8e4m3fnxf8e5m2->f32°˜Œ†“•*#
f8e4m3fnxf8e5m2->f8e4m3fnŒˆ°õø*!
f8e4m3fnxf8e5m2->f8e5m2Œˆ°õø*
f8e5m2xf8e4m3fn->bf16œû˜áÙ©*
f8e5m2xf8e4m3fn->f32°˜Œ†“•*#
f8e5m2xf8e4m3fn->f8e4m3fnıÎõ»ü*!
f8e5m2xf8e4m3fn->f8e5m2û´„Ëû…
†€ € €*
bf16xbf16->bf16€ßº¬Ê"*
bf16xbf16->f32…›‡¤´±"*
f16xf16->f16€ûù­†’&*
f16xf16->f32Ì¼‹à˜"*
f32xf32->f32ÁÀõäº®*!
f8e4m3fnxf8e4m3fn->bf16Ì½ÀÙ‡ò-* 
f8e4m3fnxf8e4m3fn->f32òµ¨Şæ“(*%
f8e4m3fnxf8e4m3fn->f8e4m3fnöı½ğè(*
f8e4m3fnxf8e5m2->bf16àÆÑíéÀ3*
f8e4m3fnxf8e5m2->f32Î¼èúÌƒ&*#
f8e4m3fnxf8e5m2->f8e4m3fn¬ƒÜâšò'*!
f8e4m3fnxf8e5m2->f8e5m2˜¸¾ŒÜ›%*
f8e5m2xf8e4m3fn->bf16ŒïÊıœˆ.*
f8e5m2xf8e4m3fn->f32ŠììŸÁ¯'*#
f8e5m2xf8e4m3fn->f8e4m3fnÌ¢¾ÖÛ)*!
f8e5m2xf8e4m3fn->f8e5m2Ì¢¾ÖÛ)
†€ € €*
bf16xbf16->bf16Ğ¼Ê×Ÿ@*
bf16xbf16->f32¦úÇƒã¥-*
f16xf16->f16¸®·«ˆö@*
f16xf16->f32€€€€Â×/*
f32xf32->f32­Î¾²Ä½*!
f8e4m3fnxf8e4m3fn->bf16ÁÂÅ‡üéP* 
f8e4m3fnxf8e4m3fn->f32‰ÛÍå‚Å;*%
f8e4m3fnxf8e4m3fn->f8e4m3fn…›æış;*
f8e4m3fnxf8e5m2->bf16ÎˆÆËÉÔJ*
f8e4m3fnxf8e5m2->f32û°– ÚB*#
f8e4m3fnxf8e5m2->f8e4m3fnÎ¬Æ‡‚ºA*!
f8e4m3fnxf8e5m2->f8e5m2ó‡‹©†¤<*
f8e5m2xf8e4m3fn->bf16ºø¢§şğS*
f8e5m2xf8e4m3fn->f32û°– ÚB*#
f8e5m2xf8e4m3fn->f8e4m3fnŒˆ•²ç=*!
f8e5m2xf8e4m3fn->f8e5m2ÿÑŠËØ;
†€ € €*
bf16xbf16->bf16©¾Ïşÿ˜R*
bf16xbf16->f32—ÂÉ—ÍÎB*
f16xf16->f16Íö¨ŒáÓO*
f16xf16->f32˜úéäº˜A*
f32xf32->f32†ÍîÁıÙ*!
f8e4m3fnxf8e4m3fn->bf16ç¼¹õ½õi* 
f8e4m3fnxf8e4m3fn->f32¸È”Œu*%
f8e4m3fnxf8e4m3fn->f8e4m3fnó×›¦ıÌ[*
f8e4m3fnxf8e5m2->bf16ÜÁû‘Šk*
f8e4m3fnxf8e5m2->f32Ñ‹İèÅün*#
f8e4m3fnxf8e5m2->f8e4m3fnÅ…“«Ÿú[*!
f8e4m3fnxf8e5m2->f8e5m2¦¤¨¹Œ[*
f8e5m2xf8e4m3fn->bf16å¯ğğº¥e*
f8e5m2xf8e4m3fn->f32Şç·Ì¶Ús*#
f8e5m2xf8e4m3fn->f8e4m3fn¦¤¨¹Œ[*!
f8e5m2xf8e4m3fn->f8e5m2Ø“öÄó]
Œ€ €  €*
bf16xbf16->bf16 ½Ä‰­œn*
bf16xbf16->f32ÂĞ…Û¤®]*
f16xf16->f16Ÿ’¯‘­o*
f16xf16->f32¼½£ æş]*
f32xf32->f32ûÄäËÀ¦*"
f8e4m3fnxf8e4m3fn->bf16×ÛôßĞÁ†*!
f8e4m3fnxf8e4m3fn->f32„çÙÂ†“*%
f8e4m3fnxf8e4m3fn->f8e4m3fnáùú¾”¥q* 
f8e4m3fnxf8e5m2->bf16¦øç„ÿì’*
f8e4m3fnxf8e5m2->f32¬Ê°ƒˆ“¡*#
f8e4m3fnxf8e5m2->f8e4m3fnÚŠŸÌ¸îo*!
f8e4m3fnxf8e5m2->f8e5m2ÚŠŸÌ¸îo* 
f8e5m2xf8e4m3fn->bf16¯¾áÌĞ´’*
f8e5m2xf8e4m3fn->f32ğè­æ¹­ *#
f8e5m2xf8e4m3fn->f8e4m3fnÖú±‡—âp*!
f8e5m2xf8e4m3fn->f8e5m2Öú±‡—âp
†€ € €*
bf16xbf16->bf16÷éˆ–÷‹**
bf16xbf16->f32è¬åé‚Á&*
f16xf16->f16åä¢ Ä**
f16xf16->f32šÈ†Ò'*
f32xf32->f32ûêŒÄ—€*!
f8e4m3fnxf8e4m3fn->bf16–¢‰°‘7* 
f8e4m3fnxf8e4m3fn->f32øôÖùÃÖ%*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŞÃøâ¿/*
f8e4m3fnxf8e5m2->bf16€·ıìŒƒ1*
f8e4m3fnxf8e5m2->f32Ì½ÀÙ‡ò-*#
f8e4m3fnxf8e5m2->f8e4m3fnŒ‘ÙÌôµ1*!
f8e4m3fnxf8e5m2->f8e5m2€€€€Â×/*
f8e5m2xf8e4m3fn->bf16ÑÖ¹’§5*
f8e5m2xf8e4m3fn->f32‰¾­ã‡,*#
f8e5m2xf8e4m3fn->f8e4m3fnı€ÕãŞË.*!
f8e5m2xf8e4m3fn->f8e5m2¸ö±Â³Ó2
†€ € €*
bf16xbf16->bf16ë„½ÚÛ9*
bf16xbf16->f32™àèˆü2*
f16xf16->f16—“ƒË†Ï6*
f16xf16->f32åÙúØ£˜5*
f32xf32->f32òÂÇÓ¿‰*!
f8e4m3fnxf8e4m3fn->bf16ƒ¨—¹êòS* 
f8e4m3fnxf8e4m3fn->f32ß´£àá­F*%
f8e4m3fnxf8e4m3fn->f8e4m3fn“‡—ƒüèK*
f8e4m3fnxf8e5m2->bf16Çÿà…“½T*
f8e4m3fnxf8e5m2->f32çÔÜîññJ*#
f8e4m3fnxf8e5m2->f8e4m3fnªá¢ƒ€N*!
f8e4m3fnxf8e5m2->f8e5m2Ãá°˜ÌÔH*
f8e5m2xf8e4m3fn->bf16Úğ¦ÛÃ©S*
f8e5m2xf8e4m3fn->f32¦Ù¦Ù¦üF*#
f8e5m2xf8e4m3fn->f8e4m3fn¢²º›‹áI*!
f8e5m2xf8e4m3fn->f8e5m2“‡—ƒüèK
†€ € €*
bf16xbf16->bf16½ÛÛ¶¡V*
bf16xbf16->f32 ä„Ó¦şH*
f16xf16->f16æÊ’ĞÏX*
f16xf16->f32Ä¶øùÇH*
f32xf32->f32ƒ½²Şİç*!
f8e4m3fnxf8e4m3fn->bf16Í‚¸´§Ÿ|* 
f8e4m3fnxf8e4m3fn->f32Ïçóù t*%
f8e4m3fnxf8e4m3fn->f8e4m3fnèŞ„íËƒq*
f8e4m3fnxf8e5m2->bf16 šÈ†Ò™}*
f8e4m3fnxf8e5m2->f32§µÆ¢ëÂ}*#
f8e4m3fnxf8e5m2->f8e4m3fnşºüõÀp*!
f8e4m3fnxf8e5m2->f8e5m2±–Çü¹½m*
f8e5m2xf8e4m3fn->bf16„Œ¤ìÄ¾*
f8e5m2xf8e4m3fn->f32Şç·Ì¶Ús*#
f8e5m2xf8e4m3fn->f8e4m3fn»®¯¦€­r*!
f8e5m2xf8e4m3fn->f8e5m2†Æˆçq
‘€ € €*
bf16xbf16->bf16—çßïŠv*
bf16xbf16->f32»ÏÀÌ©¡l*
f16xf16->f16×¡†¦ÆÙs*
f16xf16->f32ƒÃøù¬b*
f32xf32->f32Ì«ìşü*"
f8e4m3fnxf8e4m3fn->bf16‡Ğ®òÔå§*!
f8e4m3fnxf8e4m3fn->f32è©÷Á¾Í½*&
f8e4m3fnxf8e4m3fn->f8e4m3fn ÔôÈ½Âš* 
f8e4m3fnxf8e5m2->bf16–“‹¹€‘ª*
f8e4m3fnxf8e5m2->f32åÒóø¬ÃÈ*$
f8e4m3fnxf8e5m2->f8e4m3fnãàù±ğî”*"
f8e4m3fnxf8e5m2->f8e5m2ÓíœÄé * 
f8e5m2xf8e4m3fn->bf16€Ä›¦šàœ*
f8e5m2xf8e4m3fn->f32åÒóø¬ÃÈ*$
f8e5m2xf8e4m3fn->f8e4m3fn€€€€ Ë˜*"
f8e5m2xf8e4m3fn->f8e5m2€€€€€ œ
“€ €  €*
bf16xbf16->bf16±ğŠëÈŸ*
bf16xbf16->f32§ã§—Ì´x*
f16xf16->f16¼‹Š‹ø÷–*
f16xf16->f32Ÿ©ÉóÁv*
f32xf32->f32Ğ”å©™¸*"
f8e4m3fnxf8e4m3fn->bf16ÆçÚÈ÷Û*!
f8e4m3fnxf8e4m3fn->f32×çÈ´™Ş*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÉù®‹£Ã¼* 
f8e4m3fnxf8e5m2->bf16¬œˆŠ¿¥Ø*
f8e4m3fnxf8e5m2->f32ö¥èŞ„­¡*$
f8e4m3fnxf8e5m2->f8e4m3fn«ŞÛÀÁµ*"
f8e4m3fnxf8e5m2->f8e5m2Çåûê–²·* 
f8e5m2xf8e4m3fn->bf16Ò×˜ÊËÍÓ*
f8e5m2xf8e4m3fn->f32Å²—Û™ó‹*$
f8e5m2xf8e4m3fn->f8e4m3fn¾±“‰¬Ş·*"
f8e5m2xf8e4m3fn->f8e5m2û€Œ–”œ·
†€ € €*
bf16xbf16->bf16ÌË¿»‡4*
bf16xbf16->f32“„°ƒßÂ1*
f16xf16->f16€§ÑŒ²4*
f16xf16->f32Ì²Ñ²šà2*
f32xf32->f32‡ÃØôà¦*!
f8e4m3fnxf8e4m3fn->bf16¹…âä•÷@* 
f8e4m3fnxf8e4m3fn->f32¤ƒéÌ>*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÇ¼®ã³·C*
f8e4m3fnxf8e5m2->bf16Ğ¼Ê×Ÿ@*
f8e4m3fnxf8e5m2->f32Ñ‰ÍèÄĞA*#
f8e4m3fnxf8e5m2->f8e4m3fn¢´ÎµĞô?*!
f8e4m3fnxf8e5m2->f8e5m2‚´ÜÛÎ£A*
f8e5m2xf8e4m3fn->bf16«Äëê”B*
f8e5m2xf8e4m3fn->f32‚¾ñêö>*#
f8e5m2xf8e4m3fn->f8e4m3fn¼¶¨»œŒA*!
f8e5m2xf8e4m3fn->f8e5m2¦œÚÓ>
†€ € €*
bf16xbf16->bf16ùºà‰¼Q*
bf16xbf16->f32’şŒ¥üáF*
f16xf16->f16¥ª°€¥‚H*
f16xf16->f32ñ…ä¤ñ“F*
f32xf32->f32ùÂ­…êÄ*!
f8e4m3fnxf8e4m3fn->bf16²Ğæ˜éßl* 
f8e4m3fnxf8e4m3fn->f32™ªºäÎ{*%
f8e4m3fnxf8e4m3fn->f8e4m3fn´¹÷óğ»m*
f8e4m3fnxf8e5m2->bf16Á¾úªÜn*
f8e4m3fnxf8e5m2->f32ÿÅÛ¡ª¹y*#
f8e4m3fnxf8e5m2->f8e4m3fnç¼¹õ½õi*!
f8e4m3fnxf8e5m2->f8e5m2”ºæÑÕg*
f8e5m2xf8e4m3fn->bf16Åµôäk*
f8e5m2xf8e4m3fn->f32 ¤Ä”°z*#
f8e5m2xf8e4m3fn->f8e4m3fn£­ƒò¤Îj*!
f8e5m2xf8e4m3fn->f8e5m2õû˜ù‘f
‘€ € €*
bf16xbf16->bf16ëŞûĞÏío*
bf16xbf16->f32ÜëÕ†ƒ`*
f16xf16->f16¯ıû»¿«n*
f16xf16->f32“““““`*
f32xf32->f32Šµûœ¨É*"
f8e4m3fnxf8e4m3fn->bf16»”¡»Ìß¢*!
f8e4m3fnxf8e4m3fn->f32»áÁèã—³*&
f8e4m3fnxf8e4m3fn->f8e4m3fn†Áõèæ‹ * 
f8e4m3fnxf8e5m2->bf16Ø·ƒ¡×¤*
f8e4m3fnxf8e5m2->f32·×›™ÌÑ*$
f8e4m3fnxf8e5m2->f8e4m3fné šÈ†Àœ*"
f8e4m3fnxf8e5m2->f8e5m2‚«ÌªŠñ * 
f8e5m2xf8e4m3fn->bf16‡ å’ùÔ¨*
f8e5m2xf8e4m3fn->f32ÉĞö¡ßÁ*$
f8e5m2xf8e4m3fn->f8e4m3fné šÈ†Àœ*"
f8e5m2xf8e4m3fn->f8e5m2ˆÙ¶€Ÿ›
•€ € €*
bf16xbf16->bf16÷ÚÌ…¢ğª*
bf16xbf16->f32Ø‚ÿ­¢Í‹*
f16xf16->f16ŸÔÂÅ†€œ*
f16xf16->f32ÊÙì•øôŠ*
f32xf32->f32¢¨³ÂÕ±*"
f8e4m3fnxf8e4m3fn->bf16µı•…ÔÍö*!
f8e4m3fnxf8e4m3fn->f32‹Ñ¹ÖÁÒÿ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÙÈÒ™Êæ* 
f8e4m3fnxf8e5m2->bf16»ã¾‘çø*
f8e4m3fnxf8e5m2->f32Ññ¶€†”Ç*$
f8e4m3fnxf8e5m2->f8e4m3fnÜ•´†æ*"
f8e4m3fnxf8e5m2->f8e5m2Ãóõı¨Êâ* 
f8e5m2xf8e4m3fn->bf16•©À„¯õ*
f8e5m2xf8e4m3fn->f32¢ÕÁµëŒ«*$
f8e5m2xf8e4m3fn->f8e4m3fnĞ½‰Ú—‡â*"
f8e5m2xf8e4m3fn->f8e5m2•‘’øËæ
•€ €  €*
bf16xbf16->bf16ÓêãÏ“–¾*
bf16xbf16->f32“ Şô–è *
f16xf16->f16Úèª¾ú€º*
f16xf16->f32†ì»ÌšÄ*
f32xf32->f32»—è¶ô¦*"
f8e4m3fnxf8e4m3fn->bf16ó™™Ş»Ÿ§*!
f8e4m3fnxf8e4m3fn->f32Ø§Ø§Øç®*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¬¢Šâ’’* 
f8e4m3fnxf8e5m2->bf16“•ñ£¢ò±*
f8e4m3fnxf8e5m2->f32ÉòÖØÉ£*$
f8e4m3fnxf8e5m2->f8e4m3fnıú¼üÇëŒ*"
f8e4m3fnxf8e5m2->f8e5m2¿áŸÿç“‘* 
f8e5m2xf8e4m3fn->bf16èò®ÕÉ®*
f8e5m2xf8e4m3fn->f32å âµ·ôƒ*$
f8e5m2xf8e4m3fn->f8e4m3fn‘Èıã½Æ‰*"
f8e5m2xf8e4m3fn->f8e5m2ÙËåÔ°û
†€ € €*
bf16xbf16->bf16ª—±Ö…‘<*
bf16xbf16->f32èÅ®ô¢¾7*
f16xf16->f16ÏÀÔäù ;*
f16xf16->f32àÂ£æ‰´:*
f32xf32->f32³¸åè *!
f8e4m3fnxf8e4m3fn->bf16Ê§—üÎÓL* 
f8e4m3fnxf8e4m3fn->f32Öú±‡—âp*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¢²º›‹áI*
f8e4m3fnxf8e5m2->bf16ÑÙÊÓ…‚M*
f8e4m3fnxf8e5m2->f32·±çÓğ|*#
f8e4m3fnxf8e5m2->f8e4m3fnşÕìÑ™K*!
f8e4m3fnxf8e5m2->f8e5m2ÎˆÆËÉÔJ*
f8e5m2xf8e4m3fn->bf16’Ü†ïF*
f8e5m2xf8e4m3fn->f32õŒ©±îşo*#
f8e5m2xf8e4m3fn->f8e4m3fnçÔÜîññJ*!
f8e5m2xf8e4m3fn->f8e5m2³”¡óÓîI
Š€ € €*
bf16xbf16->bf16¦åÎ’¹Œn*
bf16xbf16->f32ŸÔ™Õ¸™R*
f16xf16->f16 ¹”ìˆÉV*
f16xf16->f32½»ˆŠØ¢W*
f32xf32->f32óÜ³¨’*!
f8e4m3fnxf8e4m3fn->bf16—çßïŠv*!
f8e4m3fnxf8e4m3fn->f32«øŠŞÂ÷¦*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÛûÉ‡Â×}* 
f8e4m3fnxf8e5m2->bf16÷ó²–*
f8e4m3fnxf8e5m2->f32‚¦ºê¼°Á*#
f8e4m3fnxf8e5m2->f8e4m3fn©»è¬‰ÿz*!
f8e4m3fnxf8e5m2->f8e5m2…ø‹îÚ¿~*
f8e5m2xf8e4m3fn->bf16«¬µÇ½Ö}*
f8e5m2xf8e4m3fn->f32ºŠŸêèÉ×*#
f8e5m2xf8e4m3fn->f8e4m3fn…ø‹îÚ¿~*!
f8e5m2xf8e4m3fn->f8e5m2á·Ä‚¦îx
“€ € €*
bf16xbf16->bf16£ğáÌ£å†*
bf16xbf16->f32Õ€ü—ğş~*
f16xf16->f16Åäô¶–Â“*
f16xf16->f32°ÉğÆÒ*
f32xf32->f32ğş¼Œ¿˜*"
f8e4m3fnxf8e4m3fn->bf16àƒÍİ§¸Ë*!
f8e4m3fnxf8e4m3fn->f32ûõÌ‡›ûç*&
f8e4m3fnxf8e4m3fn->f8e4m3fn‚¦ºê¼°Á* 
f8e4m3fnxf8e5m2->bf16£Ç–éÔË*
f8e4m3fnxf8e5m2->f32ÿî¼„•‘*$
f8e4m3fnxf8e5m2->f8e4m3fnéŒ÷Ñ¯ÚÇ*"
f8e4m3fnxf8e5m2->f8e5m2¢ÔÊÓÔ¿* 
f8e5m2xf8e4m3fn->bf16Ã´ã³ÊÍ*
f8e5m2xf8e4m3fn->f32À§·ÍŸ´­*$
f8e5m2xf8e4m3fn->f8e4m3fnÓ©­şş—Á*"
f8e5m2xf8e4m3fn->f8e5m2—Äº³Ğ¥Ä
•€ € €*
bf16xbf16->bf16¤‹Îñ£Å*
bf16xbf16->f32Ğ’•Æƒ¹¶*
f16xf16->f16¾±“‰¬Ş·*
f16xf16->f32¥ñ‹ıË³*
f32xf32->f32—²ˆäî*"
f8e4m3fnxf8e4m3fn->bf16ÑÛÆçƒß¹*!
f8e4m3fnxf8e4m3fn->f32ï”Äš‘åÒ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¬¬ì‹á²­* 
f8e4m3fnxf8e5m2->bf16ãÀÖÌ¯ä»*
f8e4m3fnxf8e5m2->f32Ì™ÔÿÊ¯¼*$
f8e4m3fnxf8e5m2->f8e4m3fnà™ë‰Í¨*"
f8e4m3fnxf8e5m2->f8e5m2Ï“Ù—¢°¨* 
f8e5m2xf8e4m3fn->bf16¾úôËÏ†´*
f8e5m2xf8e4m3fn->f32ªº¢¤ğ—Í*$
f8e5m2xf8e4m3fn->f8e4m3fn•ªÛ˜á“¤*"
f8e5m2xf8e4m3fn->f8e5m2©Ëø„Ò­
•€ €  €*
bf16xbf16->bf16„ãÆ½Â‚*
bf16xbf16->f32„ë±¸Øé¾*
f16xf16->f16˜½Ò‰¥ Ù*
f16xf16->f32•®ĞïÉÖº*
f32xf32->f32ÉòöÕ¡Ü*"
f8e4m3fnxf8e4m3fn->bf16­à ™×‡÷*!
f8e4m3fnxf8e4m3fn->f32Îáúá “*&
f8e4m3fnxf8e4m3fn->f8e4m3fn–­Ú´éÒï* 
f8e4m3fnxf8e5m2->bf16È²àÓÛæ*
f8e4m3fnxf8e5m2->f32ÑÒ£ö‰ê*$
f8e4m3fnxf8e5m2->f8e4m3fnñÙ’˜Äë*"
f8e4m3fnxf8e5m2->f8e5m2¡˜«ö›Èä* 
f8e5m2xf8e4m3fn->bf16®•Â„–Çô*
f8e5m2xf8e4m3fn->f32‚­˜Æ†Àğ*$
f8e5m2xf8e4m3fn->f8e4m3fn¿ºüÍÓé*"
f8e5m2xf8e4m3fn->f8e5m2²­áÒ§ìè
•€ € € *
bf16xbf16->bf16¦øç„ÿì’*
bf16xbf16->f32æ¨Âæ§İ“*
f16xf16->f16û’´¯ÂÖ*
f16xf16->f32Å®ô¢×ÛŠ*
f32xf32->f32½àŒÏ£µ2*"
f8e4m3fnxf8e4m3fn->bf16ƒÉ¬‹™’ä*!
f8e4m3fnxf8e4m3fn->f32âââã*&
f8e4m3fnxf8e4m3fn->f8e4m3fn›…ğèÎ¾ø* 
f8e4m3fnxf8e5m2->bf16¹ÏÆ°¹ßĞ*
f8e4m3fnxf8e5m2->f32ÌÌÌÌÌ¼€*$
f8e4m3fnxf8e5m2->f8e4m3fnÒØÂÃ‰…¼*"
f8e4m3fnxf8e5m2->f8e5m2Õ¨ãÈ‚ÎÆ* 
f8e5m2xf8e4m3fn->bf16üĞìËÜ»Å*
f8e5m2xf8e4m3fn->f32·ÅŞúüµ*$
f8e5m2xf8e4m3fn->f8e4m3fnÌÌÌÌÌ¼€*"
f8e5m2xf8e4m3fn->f8e5m2ÃªŒÏ¸Ä
‘€ € € *
bf16xbf16->bf16û„ÌÛ§ ~*
bf16xbf16->f32ÊÚÑÒÓğt*
f16xf16->f16—€ä­¯ú|*
f16xf16->f32Ş“ÄËv*
f32xf32->f32¥¶§áïñ*"
f8e4m3fnxf8e4m3fn->bf16¤›§ôŠ*!
f8e4m3fnxf8e4m3fn->f32ˆã›†¹§ò*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÃÇøÇÓè‡* 
f8e4m3fnxf8e5m2->bf16Å®ô¢×ÛŠ*
f8e4m3fnxf8e5m2->f32‹àäÛ€Æ‘*$
f8e4m3fnxf8e5m2->f8e4m3fnüêù°©Š*"
f8e4m3fnxf8e5m2->f8e5m2ÖüŠšÂ ‰* 
f8e5m2xf8e4m3fn->bf16ÇÓ¯€Œ*
f8e5m2xf8e4m3fn->f32Ñ›Á Êº¬*$
f8e5m2xf8e4m3fn->f8e4m3fnœÜç‚Ğ¸‰*"
f8e5m2xf8e4m3fn->f8e5m2°¹ÏÆ°Ù†
•€ € € *
bf16xbf16->bf16Ã–åÖƒ£*
bf16xbf16->f32Á³¼¬ù¬¢*
f16xf16->f16½òï…âĞŸ*
f16xf16->f32ñËœ£ËÙš*
f32xf32->f32½’›û›à*"
f8e4m3fnxf8e4m3fn->bf16ÑšÄìá«ß*!
f8e4m3fnxf8e4m3fn->f32ŠŠŠŠŠÊ³*&
f8e4m3fnxf8e4m3fn->f8e4m3fn‘ÙŠÎ“ÏÙ* 
f8e4m3fnxf8e5m2->bf16ö˜Í ‹ß*
f8e4m3fnxf8e5m2->f32©×åÁ›«È*$
f8e4m3fnxf8e5m2->f8e4m3fn´¸ÃÏóİÙ*"
f8e4m3fnxf8e5m2->f8e5m2àÂí”¹íÙ* 
f8e5m2xf8e4m3fn->bf16ş£Øª¤øİ*
f8e5m2xf8e4m3fn->f32üÒÚÆÂ*$
f8e5m2xf8e4m3fn->f8e4m3fn‰‹À¯‡É×*"
f8e5m2xf8e4m3fn->f8e5m2É¤’ÉäıÙ
•€ € € *
bf16xbf16->bf16®ëş†¥ô*
bf16xbf16->f32ÅÇ…óàİ*
f16xf16->f16Úğ­ŒØ°â*
f16xf16->f32ÙÍ¿ğÅêÅ*
f32xf32->f32€„ÉŸÃ*"
f8e4m3fnxf8e4m3fn->bf16Ø€åÜå†å*!
f8e4m3fnxf8e4m3fn->f32ñšŒÛÈÖ¢*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÛÿä‘­Õá* 
f8e4m3fnxf8e5m2->bf16Ïİí˜ÉÊí*
f8e4m3fnxf8e5m2->f32 ğõ”»Á®*$
f8e4m3fnxf8e5m2->f8e4m3fnÜ¦ã–şÃÛ*"
f8e4m3fnxf8e5m2->f8e5m2Ò‹ˆÓ›£ã* 
f8e5m2xf8e4m3fn->bf16À±“×Şíé*
f8e5m2xf8e4m3fn->f32ıùÉïŞ¨§*$
f8e5m2xf8e4m3fn->f8e4m3fnó–ÿ’İİ*"
f8e5m2xf8e4m3fn->f8e5m2œ™ÜÎÃƒá
•€ €  € *
bf16xbf16->bf16×øŠÖ³÷™*
bf16xbf16->f32Ù«© ³íê*
f16xf16->f16ÃíßÄŒŠê*
f16xf16->f32ÚêŸÔå§‡*
f32xf32->f32‰ßïƒ¡ı*"
f8e4m3fnxf8e4m3fn->bf16Œ§’¹´*!
f8e4m3fnxf8e4m3fn->f32„¸¦ê¬Û*&
f8e4m3fnxf8e4m3fn->f8e4m3fn•¨©ğš‘­* 
f8e4m3fnxf8e5m2->bf16¸şß©¯¸*
f8e4m3fnxf8e5m2->f32Ïü¦ñşƒÈ*$
f8e4m3fnxf8e5m2->f8e4m3fnŠÆĞ“¥*"
f8e4m3fnxf8e5m2->f8e5m2°Ùú†ó¬* 
f8e5m2xf8e4m3fn->bf16÷‚Æ©ª´*
f8e5m2xf8e4m3fn->f32ºæË«ï«Ï*$
f8e5m2xf8e4m3fn->f8e4m3fnœäÄõè¨*"
f8e5m2xf8e4m3fn->f8e5m2â¸Ì“è¾«
†€€ €*
bf16xbf16->bf16øëñ×ƒÂ*
bf16xbf16->f32ºÑ‹İîª*
f16xf16->f16ªÕª•Ğü*
f16xf16->f32Çãñ¸Ä*
f32xf32->f32†Ãá°Ò¢*!
f8e4m3fnxf8e4m3fn->bf16ØƒÛ±Õ* 
f8e4m3fnxf8e4m3fn->f32œÇãŠÓ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¡ò‚¼İ§*
f8e4m3fnxf8e5m2->bf16ÂÚ€ãÄ›*
f8e4m3fnxf8e5m2->f32˜‹ÓÓÖ*#
f8e4m3fnxf8e5m2->f8e4m3fnÂÚ€ãÄ›*!
f8e4m3fnxf8e5m2->f8e5m2ÊµÊµâ·*
f8e5m2xf8e4m3fn->bf16ªÒ€‰Şê*
f8e5m2xf8e4m3fn->f32şƒ—ÌôÑ*#
f8e5m2xf8e4m3fn->f8e4m3fnÍèÄ¦„*!
f8e5m2xf8e4m3fn->f8e5m2»Ä»Ä›Æ
†€€ €*
bf16xbf16->bf16ù¼Ï‡¢*
bf16xbf16->f32ñ×ã¯‡„*
f16xf16->f16‘­™ùÄ¯*
f16xf16->f32İèÅ®ä÷*
f32xf32->f32ÊµÊµâ·*!
f8e4m3fnxf8e4m3fn->bf16à—®ıáî* 
f8e4m3fnxf8e4m3fn->f32ÀºÉÓ–Ÿ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnƒ£ÚË*
f8e4m3fnxf8e5m2->bf16„µÆ‰·*
f8e4m3fnxf8e5m2->f32Õ˜½ğˆ*#
f8e4m3fnxf8e5m2->f8e4m3fn¢”–âó*!
f8e4m3fnxf8e5m2->f8e5m2¬¸äœÁ¦*
f8e5m2xf8e4m3fn->bf16‘­™ùÄ¯*
f8e5m2xf8e4m3fn->f32ĞŠ–š€ğ*#
f8e5m2xf8e4m3fn->f8e4m3fn‘¡éÆ·ß*!
f8e5m2xf8e4m3fn->f8e5m2ö¥èŞœˆ
†€€ €*
bf16xbf16->bf16ú‰ÒÌ¼*
bf16xbf16->f32å×Òï*
f16xf16->f16ö‡‰ø¶À*
f16xf16->f32®ô¢—ºŒ*
f32xf32->f32à â¦ôû*!
f8e4m3fnxf8e4m3fn->bf16Ø¤€†À* 
f8e4m3fnxf8e4m3fn->f32“ÚóÀ	*%
f8e4m3fnxf8e4m3fn->f8e4m3fn…Şœ…şÈ*
f8e4m3fnxf8e5m2->bf16ªÕªÕÀò*
f8e4m3fnxf8e5m2->f32òğ²À½	*#
f8e4m3fnxf8e5m2->f8e4m3fnç¹ÎóŒ§*!
f8e4m3fnxf8e5m2->f8e5m2½ËÈÏŞ*
f8e5m2xf8e4m3fn->bf16£Ú²ò‰ß*
f8e5m2xf8e4m3fn->f32âŠ¦”ğ	*#
f8e5m2xf8e4m3fn->f8e4m3fnà­Ÿ›ã *!
f8e5m2xf8e4m3fn->f8e5m2à©”£ÀŒ
†€€ €*
bf16xbf16->bf16¥î©´á˜*
bf16xbf16->f32°˜Œ†“•*
f16xf16->f16¤ƒé€È*
f16xf16->f32½·üÂİò*
f32xf32->f32Á¢çœÚú*!
f8e4m3fnxf8e4m3fn->bf16ö¯™ÑĞñ* 
f8e4m3fnxf8e4m3fn->f32İ–‡î¬¡*%
f8e4m3fnxf8e4m3fn->f8e4m3fn²²‘‡¢*
f8e4m3fnxf8e5m2->bf16Å…¤ê²„*
f8e4m3fnxf8e5m2->f32Û²Ÿ‡É²*#
f8e4m3fnxf8e5m2->f8e4m3fní¶Ûí–æ*!
f8e4m3fnxf8e5m2->f8e5m2÷Õà¬Ò«*
f8e5m2xf8e4m3fn->bf16Ç­‘è°î*
f8e5m2xf8e4m3fn->f32ÏëŒ*#
f8e5m2xf8e4m3fn->f8e4m3fnìŠÁ†§Ø*!
f8e5m2xf8e4m3fn->f8e5m2Ç ŞÒß´
†€€  €*
bf16xbf16->bf16¼Ñ“¿ø)*
bf16xbf16->f32 ‰ŞÑ©â$*
f16xf16->f16¨ÅñéƒÇ(*
f16xf16->f32›ÙÉÍìş$*
f32xf32->f32”Ò¡‚€î*!
f8e4m3fnxf8e4m3fn->bf16ÕªÕªµî2* 
f8e4m3fnxf8e4m3fn->f32 ÂğùÍ•*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¡°Úù‚(*
f8e4m3fnxf8e5m2->bf16€€€€Â×/*
f8e4m3fnxf8e5m2->f32Â’Åè '*#
f8e4m3fnxf8e5m2->f8e4m3fnã¿ğÂÉ**!
f8e4m3fnxf8e5m2->f8e5m2áÃ‡¾ğ,*
f8e5m2xf8e4m3fn->bf16ú›ê÷ø3*
f8e5m2xf8e4m3fn->f32‘™İÍÅğ$*#
f8e5m2xf8e4m3fn->f8e4m3fnÔËœµù)*!
f8e5m2xf8e4m3fn->f8e5m2ºÑ‹İè±,
†€€ €*
bf16xbf16->bf16¸¾Œœß¸*
bf16xbf16->f32ÄæÙ†Êş*
f16xf16->f16ÕªÕª ù*
f16xf16->f32¬¸äœÁ¦*
f32xf32->f32é±©¦âÈ*!
f8e4m3fnxf8e4m3fn->bf16â…µÎäï* 
f8e4m3fnxf8e4m3fn->f32½öãæˆÖ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÂÚ€ãÄ›*
f8e4m3fnxf8e5m2->bf16èØ¾è˜*
f8e4m3fnxf8e5m2->f32ğÖÏÍ±*#
f8e4m3fnxf8e5m2->f8e4m3fnóæÍ›÷ı*!
f8e4m3fnxf8e5m2->f8e5m2óúıË‘Š*
f8e5m2xf8e4m3fn->bf16ºùğèÈ*
f8e5m2xf8e4m3fn->f32ñ­ÙÏƒá*#
f8e5m2xf8e4m3fn->f8e4m3fnå²Ù¬†‡*!
f8e5m2xf8e4m3fn->f8e5m2½öãæˆÖ
†€€ €*
bf16xbf16->bf16øğáÃœ*
bf16xbf16->f32âô¬ÌÎÚ
*
f16xf16->f16Æ¹Æ¹†ê*
f16xf16->f32òŸÆ•£
*
f32xf32->f32ƒ£ÚË*!
f8e4m3fnxf8e4m3fn->bf16†„Øºü‡* 
f8e4m3fnxf8e4m3fn->f32Æ³ïé·ÿ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn†„Øºü‡*
f8e4m3fnxf8e5m2->bf16û‘¸Ÿ¢±*
f8e4m3fnxf8e5m2->f32çÔ¼ä­ü*#
f8e4m3fnxf8e5m2->f8e4m3fnáòİ“*!
f8e4m3fnxf8e5m2->f8e5m2¤’É¤îÏ*
f8e5m2xf8e4m3fn->bf16÷ë–¤ö *
f8e5m2xf8e4m3fn->f32á°˜Œ†è*#
f8e5m2xf8e4m3fn->f8e4m3fnÓ·ú¦¯¢*!
f8e5m2xf8e4m3fn->f8e5m2ãñ¸œÈ
†€€ €*
bf16xbf16->bf16¢È©ØëÂ*
bf16xbf16->f32í¶Ûí–æ*
f16xf16->f16èöö±Ò*
f16xf16->f32÷Õà¬Ò«*
f32xf32->f32¥¿‡¨ÔÊ*!
f8e4m3fnxf8e4m3fn->bf16šÂå½º§* 
f8e4m3fnxf8e4m3fn->f32Ø°²õ£¿*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÉ¤’ÉÜŸ*
f8e4m3fnxf8e5m2->bf16¨ëÀœÉÓ*
f8e4m3fnxf8e5m2->f32¤ Ç†ÚÄ*#
f8e4m3fnxf8e5m2->f8e4m3fnô¢—º‘ß*!
f8e4m3fnxf8e5m2->f8e5m2€€€€€µ*
f8e5m2xf8e4m3fn->bf16í’ğí€*
f8e5m2xf8e4m3fn->f32ğƒŸøÑÇ*#
f8e5m2xf8e4m3fn->f8e4m3fnŒóŒóŒÔ*!
f8e5m2xf8e4m3fn->f8e5m2ªÕªÕš·
†€€ €*
bf16xbf16->bf16Ì¢¾ÖÛ)*
bf16xbf16->f32ÉÃË¾ô%*
f16xf16->f16ÔËœµù)*
f16xf16->f32İ–ÿ¬¡&*
f32xf32->f32ÂÍƒ’Ú˜*!
f8e4m3fnxf8e4m3fn->bf16æ‰­áı** 
f8e4m3fnxf8e4m3fn->f32„·ªÁ÷*%
f8e4m3fnxf8e4m3fn->f8e4m3fnë˜×,*
f8e4m3fnxf8e5m2->bf16“Ò‡ÔœÆ-*
f8e4m3fnxf8e5m2->f32ˆ•²ÏĞ&*#
f8e4m3fnxf8e5m2->f8e4m3fnêƒèÕ‡Ü-*!
f8e4m3fnxf8e5m2->f8e5m2åä¢ Ä**
f8e5m2xf8e4m3fn->bf16‡œğÀƒç)*
f8e5m2xf8e4m3fn->f32ˆ•²ÏĞ&*#
f8e5m2xf8e4m3fn->f8e4m3fnåä¢ Ä**!
f8e5m2xf8e4m3fn->f8e5m2¢Éúã™‘+
†€€  €*
bf16xbf16->bf16êŒÌİ¹Î7*
bf16xbf16->f32‡Šóèê3*
f16xf16->f16Íµ³í¬•4*
f16xf16->f32Û¢ĞáÜ3*
f32xf32->f32„‡øÏ“*!
f8e4m3fnxf8e4m3fn->bf16¶²“›ÙıI* 
f8e4m3fnxf8e4m3fn->f32Î¼èúÌƒ&*%
f8e4m3fnxf8e4m3fn->f8e4m3fn§¨‹°Ì¸C*
f8e4m3fnxf8e5m2->bf16ğé­ó‡­K*
f8e4m3fnxf8e5m2->f32À½à™±¨I*#
f8e4m3fnxf8e5m2->f8e4m3fnë­ú¯è C*!
f8e4m3fnxf8e5m2->f8e5m2™ÔÈúá@*
f8e5m2xf8e4m3fn->bf16‡¹ÈÃœÌG*
f8e5m2xf8e4m3fn->f32ñ¸œÇèC*#
f8e5m2xf8e4m3fn->f8e4m3fn¢—ºÑë­E*!
f8e5m2xf8e4m3fn->f8e5m2é¿ìÁĞC
†€€ €*
bf16xbf16->bf16³í¬›«…*
bf16xbf16->f32à¶ŒìÆÕ*
f16xf16->f16áòİ“*
f16xf16->f32Ğ±ıĞ±º*
f32xf32->f32Ò„›À˜‰
*!
f8e4m3fnxf8e4m3fn->bf16âİ¸—î–* 
f8e4m3fnxf8e4m3fn->f32³°öÁ¼*%
f8e4m3fnxf8e4m3fn->f8e4m3fn½šÂåıÂ
*
f8e4m3fnxf8e5m2->bf16³°öÁ¼*
f8e4m3fnxf8e5m2->f32Ğ±ıĞ±º*#
f8e4m3fnxf8e5m2->f8e4m3fnŸ õØ÷Ò*!
f8e4m3fnxf8e5m2->f8e5m2â‚’µ™‚*
f8e5m2xf8e4m3fn->bf16²²²²ò*
f8e5m2xf8e4m3fn->f32™ÙÈƒˆÑ
*#
f8e5m2xf8e4m3fn->f8e4m3fnâ‚’µ™‚*!
f8e5m2xf8e4m3fn->f8e5m2¢ìŒ¼‹ø

†€€ €*
bf16xbf16->bf16€€€€€µ*
bf16xbf16->f32û’´¯ÂÍ*
f16xf16->f16ëå»À££*
f16xf16->f32¡ãú¡ãô*
f32xf32->f32ÃÉÆÍëå*!
f8e4m3fnxf8e4m3fn->bf16ë¯© í´* 
f8e4m3fnxf8e4m3fn->f32âê”ãéÍ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnã¯Çßˆ*
f8e4m3fnxf8e5m2->bf16ãÌ…ÈÖ*
f8e4m3fnxf8e5m2->f32´¢“š‘´*#
f8e4m3fnxf8e5m2->f8e4m3fn€¿á­ûç*!
f8e4m3fnxf8e5m2->f8e5m2”¯Ãòõ‡*
f8e5m2xf8e4m3fn->bf16÷ÿ“¹ºĞ*
f8e5m2xf8e4m3fn->f32åäàÒáÓ*#
f8e5m2xf8e4m3fn->f8e4m3fn¶”ÀÇ œ*!
f8e5m2xf8e4m3fn->f8e5m2ˆÍ³”ı
†€€ €*
bf16xbf16->bf16ˆ—Ô¹’¿*
bf16xbf16->f32™¯®½¯½*
f16xf16->f16ÁÚî™¦±*
f16xf16->f32­îıœü®*
f32xf32->f32ØìøÍ¡†*!
f8e4m3fnxf8e4m3fn->bf16±Ùñ›ÃŒ"* 
f8e4m3fnxf8e4m3fn->f32€¼Éšá*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¨™ªÆÊÄ!*
f8e4m3fnxf8e5m2->bf16³Î÷ÈÈã"*
f8e4m3fnxf8e5m2->f32‹Ó³±ºê**#
f8e4m3fnxf8e5m2->f8e4m3fnşÂÛöÏ*!
f8e4m3fnxf8e5m2->f8e5m2¨™ªÆÊÄ!*
f8e5m2xf8e4m3fn->bf16§–ãƒİ *
f8e5m2xf8e4m3fn->f32úéõÓëµ(*#
f8e5m2xf8e4m3fn->f8e4m3fnŒª¤ıÇ° *!
f8e5m2xf8e4m3fn->f8e5m2­ìãù”œ
†€€ €*
bf16xbf16->bf16ÃÆõÃÆé1*
bf16xbf16->f32²Şëâè/*
f16xf16->f16¯ˆ¯òòõ0*
f16xf16->f32²Şëâè/*
f32xf32->f32Õã–ùø†*!
f8e4m3fnxf8e4m3fn->bf16ÏÀÔäù ;* 
f8e4m3fnxf8e4m3fn->f32àğÌ˜Ô$*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÒ€¢Š˜=*
f8e4m3fnxf8e5m2->bf16ó‡‹©†¤<*
f8e4m3fnxf8e5m2->f32€¾õ¼Ø”E*#
f8e4m3fnxf8e5m2->f8e4m3fnÏçóù¼:*!
f8e4m3fnxf8e5m2->f8e5m2‚…Š”¨ë;*
f8e5m2xf8e4m3fn->bf16¢ˆÍİ÷Š?*
f8e5m2xf8e4m3fn->f32µüáå§ÏC*#
f8e5m2xf8e4m3fn->f8e4m3fn´¯ÂöåÁ8*!
f8e5m2xf8e4m3fn->f8e5m2ğ¼½ŸÊÒ8
†€€  €*
bf16xbf16->bf16ì§©¶Æ…>*
bf16xbf16->f32âøÆ¡îÉ<*
f16xf16->f16Š¶ÈèâD*
f16xf16->f32‚…Š”¨ë;*
f32xf32->f32‰ÈîØ°Ñ*!
f8e4m3fnxf8e4m3fn->bf16° ÀÕã¿`* 
f8e4m3fnxf8e4m3fn->f32êàÑ¥ĞŸ+*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÃÚŠÆê\*
f8e4m3fnxf8e5m2->bf16€€€€€Ôa*
f8e4m3fnxf8e5m2->f32úäÌ{*#
f8e4m3fnxf8e5m2->f8e4m3fnØÃ„õİöZ*!
f8e4m3fnxf8e5m2->f8e5m2Õ‡Ğ«¸[*
f8e5m2xf8e4m3fn->bf16êñ¦ù¹Ÿb*
f8e5m2xf8e4m3fn->f32Á…ÇÌ“èt*#
f8e5m2xf8e4m3fn->f8e4m3fníËĞ½‰¶Z*!
f8e5m2xf8e4m3fn->f8e5m2¤°ïí›çU
†€€ €*
bf16xbf16->bf16Ğ©ˆèç*
bf16xbf16->f32äääääƒ*
f16xf16->f16Ş¾±Øƒ©*
f16xf16->f32ÅØ™ø–ğ*
f32xf32->f32ÂˆŒñŠ¤*!
f8e4m3fnxf8e4m3fn->bf16†•Òş£˜* 
f8e4m3fnxf8e4m3fn->f32ıÍ­‡ıƒ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnë¯© í´*
f8e4m3fnxf8e5m2->bf16ªÕªÕª£*
f8e4m3fnxf8e5m2->f32Ã˜Ã˜Ã‚*#
f8e4m3fnxf8e5m2->f8e4m3fn¤ƒé šÓ*!
f8e4m3fnxf8e5m2->f8e5m2àŠñÚšÅ*
f8e5m2xf8e4m3fn->bf16²î¡æ’*
f8e5m2xf8e4m3fn->f32ïÓóÁÌ¹*#
f8e5m2xf8e4m3fn->f8e4m3fn´¢“š‘´*!
f8e5m2xf8e4m3fn->f8e5m2–öñ¼ŠÎ
†€€ €*
bf16xbf16->bf16±®¢ø¤û(*
bf16xbf16->f32ªÕªÕªØ(*
f16xf16->f16ë˜×,*
f16xf16->f32ë´ìâ¿¸+*
f32xf32->f32æàìƒù*!
f8e4m3fnxf8e4m3fn->bf16èöö±Ò* 
f8e4m3fnxf8e4m3fn->f32òÂÇÓ¿‰*%
f8e4m3fnxf8e4m3fn->f8e4m3fnˆÓéº­*
f8e4m3fnxf8e5m2->bf16‰éƒªã*
f8e4m3fnxf8e5m2->f32Æ·å¾„*#
f8e4m3fnxf8e5m2->f8e4m3fn„‘˜â•È*!
f8e4m3fnxf8e5m2->f8e5m2¾ÙÁ¦¾Í*
f8e5m2xf8e4m3fn->bf16æàìƒù*
f8e5m2xf8e4m3fn->f32Å»ñ®Ü­*#
f8e5m2xf8e4m3fn->f8e4m3fn˜—‘¼Ò½*!
f8e5m2xf8e4m3fn->f8e5m2ˆÓéº­
†€€ €*
bf16xbf16->bf16ğ¼½ŸÊÒ8*
bf16xbf16->f32Ö²çƒï7*
f16xf16->f16ñ¸œÇèC*
f16xf16->f32‚´ÜÛÎ£A*
f32xf32->f32»¬³‰Ë*!
f8e4m3fnxf8e4m3fn->bf16İÏ€ÚÙ* 
f8e4m3fnxf8e4m3fn->f32‚‹âõäƒ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnì¾¢õÁ*
f8e4m3fnxf8e5m2->bf16œÇãñÀl*
f8e4m3fnxf8e5m2->f32—îÅ»ñ¶Y*#
f8e4m3fnxf8e5m2->f8e4m3fnÓ¸É¡°‡d*!
f8e4m3fnxf8e5m2->f8e5m2éˆ–÷éi*
f8e5m2xf8e4m3fn->bf16ÔÛ’ÂÚe*
f8e5m2xf8e4m3fn->f32ÂÀ¦¡ Ÿc*#
f8e5m2xf8e4m3fn->f8e4m3fn„äµ¢ Êf*!
f8e5m2xf8e4m3fn->f8e5m2—îÅ»ñ¶Y
†€€ €*
bf16xbf16->bf16…àÇßú<*
bf16xbf16->f32»ª‡ø¢:*
f16xf16->f16¾ÿ¿À„=*
f16xf16->f32ÂÑÖÀ¦°9*
f32xf32->f32š¸ˆéÇÒ*!
f8e4m3fnxf8e4m3fn->bf16Ä¶øùÇH* 
f8e4m3fnxf8e4m3fn->f32îı™©¶§)*%
f8e4m3fnxf8e4m3fn->f8e4m3fníÙ‡ç“úE*
f8e4m3fnxf8e5m2->bf16Ä³Ç‰ç¾G*
f8e4m3fnxf8e5m2->f32´êùëÔu*#
f8e4m3fnxf8e5m2->f8e4m3fnó­ƒáä–G*!
f8e4m3fnxf8e5m2->f8e5m2‘¼©Ñã½D*
f8e5m2xf8e4m3fn->bf16«áĞåºîF*
f8e5m2xf8e4m3fn->f32ø›¡Áäf*#
f8e5m2xf8e4m3fn->f8e4m3fn€¾õ¼Ø”E*!
f8e5m2xf8e4m3fn->f8e5m2¡Ø±¦Ï E
ˆ€€  €*
bf16xbf16->bf16Ù¬–Ëåğ`*
bf16xbf16->f32­İÂƒÿT*
f16xf16->f16ŸÔ™Õ¸™R*
f16xf16->f32Ëé†üó–S*
f32xf32->f32áŒŞŞ*!
f8e4m3fnxf8e4m3fn->bf16Á¼Â‹ƒÈs* 
f8e4m3fnxf8e4m3fn->f32öÉ£Ùó¨0*%
f8e4m3fnxf8e4m3fn->f8e4m3fnúáúå‹Àp*
f8e4m3fnxf8e5m2->bf16¼øğñr*
f8e4m3fnxf8e5m2->f32×ÜŞšà›*#
f8e4m3fnxf8e5m2->f8e4m3fn¡úşÄÛn*!
f8e4m3fnxf8e5m2->f8e5m2í¹°Í¥¬n*
f8e5m2xf8e4m3fn->bf16úôØîáèq*
f8e5m2xf8e4m3fn->f32µáÍ¶‡Ó¦*#
f8e5m2xf8e4m3fn->f8e4m3fn„Ò¿½m*!
f8e5m2xf8e4m3fn->f8e5m2ªÍÜú’äk
†€€ € *
bf16xbf16->bf16öı½ğè(*
bf16xbf16->f32Ú¥ÍÊ.*
f16xf16->f16ŠµŒ©àé(*
f16xf16->f32÷–“æÉá'*
f32xf32->f32ö¡½×İ*!
f8e4m3fnxf8e4m3fn->bf16ƒÄ¡Õ€Ø* 
f8e4m3fnxf8e4m3fn->f32€€€€áë*%
f8e4m3fnxf8e4m3fn->f8e4m3fnšÎ½§ßı*
f8e4m3fnxf8e5m2->bf16²”…·*
f8e4m3fnxf8e5m2->f32‰‚ØÁ¯á*#
f8e4m3fnxf8e5m2->f8e4m3fnĞÌŠ Í*!
f8e4m3fnxf8e5m2->f8e5m2²”…·*
f8e5m2xf8e4m3fn->bf16Í›·îÜ÷*
f8e5m2xf8e4m3fn->f32™Ñú³Â¼*#
f8e5m2xf8e4m3fn->f8e4m3fnöÄ±ç¼*!
f8e5m2xf8e4m3fn->f8e5m2†Ãá°˜ 
†€€ € *
bf16xbf16->bf16ë­ú¯è C*
bf16xbf16->f32å¼¤ü°µ@*
f16xf16->f16Ñ‰ÍèÄĞA*
f16xf16->f32ß´£àá­F*
f32xf32->f32ˆ—Ô¹’¿*!
f8e4m3fnxf8e4m3fn->bf16ÁÛÑÂæà* 
f8e4m3fnxf8e4m3fn->f32‡İ™õ•¥*%
f8e4m3fnxf8e4m3fn->f8e4m3fn†ÄÊÙó*
f8e4m3fnxf8e5m2->bf16¶Ûí¶Û˜W*
f8e4m3fnxf8e5m2->f32À£ÛÓg*#
f8e4m3fnxf8e5m2->f8e4m3fnÓ¸É¡°‡d*!
f8e4m3fnxf8e5m2->f8e5m2€€€€€Ôa*
f8e5m2xf8e4m3fn->bf16Ø“öÄó]*
f8e5m2xf8e4m3fn->f32™¢²™éëb*#
f8e5m2xf8e4m3fn->f8e4m3fn„äµ¢ Êf*!
f8e5m2xf8e4m3fn->f8e5m2­—ïY
€€ € *
bf16xbf16->bf16Á²ú¨€µZ*
bf16xbf16->f32Ã‡üàY*
f16xf16->f16Š‹ÀöY*
f16xf16->f32íËĞ½‰¶Z*
f32xf32->f32±û®Ì¾Á!*!
f8e4m3fnxf8e4m3fn->bf16‘ßèø¼&* 
f8e4m3fnxf8e4m3fn->f32ÕªÕª…”*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÿÁ‹¦ú¨* 
f8e4m3fnxf8e5m2->bf16…ÍÂÀ¾Æ*
f8e4m3fnxf8e5m2->f32µáÍ¶‡Ó¦*$
f8e4m3fnxf8e5m2->f8e4m3fn²Ù¬–ËáÁ*"
f8e4m3fnxf8e5m2->f8e5m2¬ÌÎÅé©«* 
f8e5m2xf8e4m3fn->bf16†µ•Œ¡Ô¹*
f8e5m2xf8e4m3fn->f32ãÖˆ´¸Â¥*$
f8e5m2xf8e4m3fn->f8e4m3fn‡Ğ®òÔå§*"
f8e5m2xf8e4m3fn->f8e5m2›‡¤´…÷«
’€€ € *
bf16xbf16->bf16ƒÖˆ×Õ©„*
bf16xbf16->f32Í——Òşl*
f16xf16->f16Á¾úªÜn*
f16xf16->f32ÚŠŸÌ¸îo*
f32xf32->f32¹§•¯çÇ$*"
f8e4m3fnxf8e4m3fn->bf16À¨é‘û„µ*!
f8e4m3fnxf8e4m3fn->f32ÎØ“öÄ½¬*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÒ”¥©Ê‚»* 
f8e4m3fnxf8e5m2->bf16ĞäÅ–Œ³*
f8e4m3fnxf8e5m2->f32ª¼®³õ€·*$
f8e4m3fnxf8e5m2->f8e4m3fnÇ­‘èğ„Ë*"
f8e4m3fnxf8e5m2->f8e5m2à”ò³İõÉ* 
f8e5m2xf8e4m3fn->bf16ĞäÅ–Œ³*
f8e5m2xf8e4m3fn->f32ª¼®³õ€·*$
f8e5m2xf8e4m3fn->f8e4m3fn”¯ÃòµÁ*"
f8e5m2xf8e4m3fn->f8e5m2•”©Äö€º
ˆ€€  € *
bf16xbf16->bf16¼¯í¢®Ïr*
bf16xbf16->f32ô¥Ù‡‚¾q*
f16xf16->f16æ¸¶åŒ˜t*
f16xf16->f32¬Ê¾Äò«n*
f32xf32->f32©Ò¨¨µÜ*!
f8e4m3fnxf8e4m3fn->bf16¸¹éªëòw* 
f8e4m3fnxf8e4m3fn->f32®ØÕı¾æ4*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÒ•“Ïøu*
f8e4m3fnxf8e5m2->bf16ò¼ÿ‚¸¤r*
f8e4m3fnxf8e5m2->f32ÇÎ«©ùâØ*#
f8e4m3fnxf8e5m2->f8e4m3fnŞ“ÄËv*!
f8e4m3fnxf8e5m2->f8e5m2Ù«Ï€–v*
f8e5m2xf8e4m3fn->bf16í†™Äïøv*
f8e5m2xf8e4m3fn->f32çøŒÏñ¹Û*#
f8e5m2xf8e4m3fn->f8e4m3fn°®»àœq*!
f8e5m2xf8e4m3fn->f8e5m2™ñãıîòp
†€€ €*
bf16xbf16->bf16ğ”Ê‘ Æ*
bf16xbf16->f32‡Â™ƒ¦ *
f16xf16->f16õ’æÚÂ*
f16xf16->f32ûÃ„¼›à*
f32xf32->f32’ÓÛÙˆÎ*!
f8e4m3fnxf8e4m3fn->bf16èØ¾è˜* 
f8e4m3fnxf8e4m3fn->f32ÀºÉÓ–Ÿ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn€€€€ÈĞ*
f8e4m3fnxf8e5m2->bf16İèÅ®ä÷*
f8e4m3fnxf8e5m2->f32ùãŠÏ‘*#
f8e4m3fnxf8e5m2->f8e4m3fnù¼Ï‡¢*!
f8e4m3fnxf8e5m2->f8e5m2× ÌÜò*
f8e5m2xf8e4m3fn->bf16ù¼Ï‡¢*
f8e5m2xf8e4m3fn->f32¡Ù—¹÷Š*#
f8e5m2xf8e4m3fn->f8e4m3fnªÆÊÑ’±*!
f8e5m2xf8e4m3fn->f8e5m2¬¸äœÁ¦
†€€ €*
bf16xbf16->bf16ãñ¸œÈ*
bf16xbf16->f32Ôµ Îä©*
f16xf16->f16Å¨‚¬Äç*
f16xf16->f32Ğ±ıĞ±º*
f32xf32->f32× ÌÜò*!
f8e4m3fnxf8e4m3fn->bf16£Ú²ò‰ß* 
f8e4m3fnxf8e4m3fn->f32¡•¬´€à	*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÀ¯ÜúÃİ*
f8e4m3fnxf8e5m2->bf16ªÕªÕÀò*
f8e4m3fnxf8e5m2->f32ª±¼úà‘
*#
f8e4m3fnxf8e5m2->f8e4m3fnİ–‡î¬¡*!
f8e4m3fnxf8e5m2->f8e5m2Ä‹êœÉß*
f8e5m2xf8e4m3fn->bf16½šÂåıÂ
*
f8e5m2xf8e4m3fn->f32ñ¹ÍÕƒÜ	*#
f8e5m2xf8e4m3fn->f8e4m3fn‚´¥ÀÖ÷*!
f8e5m2xf8e4m3fn->f8e5m2ºÑ‹İÈï
†€€ €*
bf16xbf16->bf16Ğ„ïè”±*
bf16xbf16->f32¼™©üÄ*
f16xf16->f16“Âñ²’Õ*
f16xf16->f32½·üÂİò*
f32xf32->f32áòİ“*!
f8e4m3fnxf8e4m3fn->bf16ªÕªÕš·* 
f8e4m3fnxf8e4m3fn->f32™‰Ÿ¬*%
f8e4m3fnxf8e4m3fn->f8e4m3fn´‹”æÁÓ*
f8e4m3fnxf8e5m2->bf16Îóœç™Î*
f8e4m3fnxf8e5m2->f32µ‡Í•ñ¯*#
f8e4m3fnxf8e5m2->f8e4m3fnğáÃ‡Ÿ¸*!
f8e4m3fnxf8e5m2->f8e5m2ÆÈ¬¦úÚ*
f8e5m2xf8e4m3fn->bf16Ç­‘è°î*
f8e5m2xf8e4m3fn->f32Ò·¹Ñ¯*#
f8e5m2xf8e4m3fn->f8e4m3fn€€€€áë*!
f8e5m2xf8e4m3fn->f8e5m2öÄ±ç¼
†€€ €*
bf16xbf16->bf16æ‰­áı**
bf16xbf16->f32’•˜À’$*
f16xf16->f16×»æ¼è¿'*
f16xf16->f32ü¹“Ş%*
f32xf32->f32„·ªÁ÷*!
f8e4m3fnxf8e4m3fn->bf16ÃÆõÃÆé1* 
f8e4m3fnxf8e4m3fn->f32ÃÄŸâ¸Å$*%
f8e4m3fnxf8e4m3fn->f8e4m3fn÷éˆ–÷‹**
f8e4m3fnxf8e5m2->bf16àÆÑíéÀ3*
f8e4m3fnxf8e5m2->f32Úµ“İ¦Ã**#
f8e4m3fnxf8e5m2->f8e4m3fnÁŠßœ‚(*!
f8e4m3fnxf8e5m2->f8e5m2‹Ìÿ±åü**
f8e5m2xf8e4m3fn->bf16°âû£Î¸2*
f8e5m2xf8e4m3fn->f32‘™İÍÅğ$*#
f8e5m2xf8e4m3fn->f8e4m3fnúéõÓëµ(*!
f8e5m2xf8e4m3fn->f8e5m2±®¢ø¤û(
†€€  €*
bf16xbf16->bf16§¥Šá«=*
bf16xbf16->f32¸ö±Â³Ó2*
f16xf16->f16ªÕªÕ‚Ê?*
f16xf16->f32ÿäóè1*
f32xf32->f32ò¬†æœñ*!
f8e4m3fnxf8e4m3fn->bf16Ğòì­ğH* 
f8e4m3fnxf8e4m3fn->f32õÖÛîºã/*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¹…âä•÷@*
f8e4m3fnxf8e5m2->bf16á‹ÊÓJ*
f8e4m3fnxf8e5m2->f32ôŞØÎĞŸC*#
f8e4m3fnxf8e5m2->f8e4m3fnĞ¼Ê×Ÿ@*!
f8e4m3fnxf8e5m2->f8e5m2ŒâŒâŒŠ@*
f8e5m2xf8e4m3fn->bf16¢²º›‹áI*
f8e5m2xf8e4m3fn->f32‚…Š”¨ë;*#
f8e5m2xf8e4m3fn->f8e4m3fnÔ™˜ê³?*!
f8e5m2xf8e4m3fn->f8e5m2»È¹‡™Ë@
†€€ €*
bf16xbf16->bf16æõû—£”*
bf16xbf16->f32»âÎØ³Ş*
f16xf16->f16Ì÷Ú˜šä*
f16xf16->f32Ÿ õØ÷Ò*
f32xf32->f32£÷“À¶¶*!
f8e4m3fnxf8e4m3fn->bf16Å¨‚¬Äç* 
f8e4m3fnxf8e4m3fn->f32»ˆï¡ü÷*%
f8e4m3fnxf8e4m3fn->f8e4m3fnáòİ“*
f8e4m3fnxf8e5m2->bf16õÄïç·¸*
f8e4m3fnxf8e5m2->f32ñİ¦³è*#
f8e4m3fnxf8e5m2->f8e4m3fnÓ·ú¦¯¢*!
f8e4m3fnxf8e5m2->f8e5m2æòÈŸ××*
f8e5m2xf8e4m3fn->bf16€©Ú›‚›*
f8e5m2xf8e4m3fn->f32óúıË‘Š*#
f8e5m2xf8e4m3fn->f8e4m3fnî‘î‘î˜*!
f8e5m2xf8e4m3fn->f8e5m2å×Òï
†€€ €*
bf16xbf16->bf16€ê¥ÎÚü*
bf16xbf16->f32í¶Ûí–æ*
f16xf16->f16æàìƒù*
f16xf16->f32ëå»À££*
f32xf32->f32”ı”ØÃú*!
f8e4m3fnxf8e4m3fn->bf16œû˜áÙ©* 
f8e4m3fnxf8e4m3fn->f32Ì¨ı™¡Ş*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¹ÍˆÈÒ*
f8e4m3fnxf8e5m2->bf16¨ëÀœÉÓ*
f8e4m3fnxf8e5m2->f32‰¦á*#
f8e4m3fnxf8e5m2->f8e4m3fnÇãñ¸œ*!
f8e4m3fnxf8e5m2->f8e5m2æÚÙ¶ÖŠ*
f8e5m2xf8e4m3fn->bf16¨ëÀœÉÓ*
f8e5m2xf8e4m3fn->f32‡à°¡á¹*#
f8e5m2xf8e4m3fn->f8e4m3fnšÂå½º§*!
f8e5m2xf8e4m3fn->f8e5m2É¤’ÉÜŸ
†€€ €*
bf16xbf16->bf16ŠÅ¢Ñ¨à&*
bf16xbf16->f32˜¸¾ŒÜ›%*
f16xf16->f16ã¿ğÂÉ**
f16xf16->f32²½ÙŸ¢&*
f32xf32->f32—ñïÌ›Õ*!
f8e4m3fnxf8e4m3fn->bf16¡­…£ˆµ.* 
f8e4m3fnxf8e4m3fn->f32ŒŒ…¸è®*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÉÉÉÉÉ‡0*
f8e4m3fnxf8e5m2->bf16ŒïÊıœˆ.*
f8e4m3fnxf8e5m2->f32€€€€Â×/*#
f8e4m3fnxf8e5m2->f8e4m3fnë˜×,*!
f8e4m3fnxf8e5m2->f8e5m2˜àêñŸ0*
f8e5m2xf8e4m3fn->bf16­ÓØà¸á.*
f8e5m2xf8e4m3fn->f32¨¹ö–¸$*#
f8e5m2xf8e4m3fn->f8e4m3fnë´ìâ¿¸+*!
f8e5m2xf8e4m3fn->f8e5m2›·îÜ¹ï/
†€€ €*
bf16xbf16->bf16‚¸øÂ‰¶5*
bf16xbf16->f32ò…ÛŠÔ‰3*
f16xf16->f16´„ËûôÎ4*
f16xf16->f32¸ö±Â³Ó2*
f32xf32->f32—ÆßÑ®Í*!
f8e4m3fnxf8e4m3fn->bf16–å¤ŒI* 
f8e4m3fnxf8e4m3fn->f32‚Ï¥ÑÚ“0*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‚˜ù–À±D*
f8e4m3fnxf8e5m2->bf16€€€€Ğ¥L*
f8e4m3fnxf8e5m2->f32–å¤ŒI*#
f8e4m3fnxf8e5m2->f8e4m3fn¢²º›‹áI*!
f8e4m3fnxf8e5m2->f8e5m2‡¹ÈÃœÌG*
f8e5m2xf8e4m3fn->bf16€€€€Ğ¥L*
f8e5m2xf8e4m3fn->f32€à‰õ˜œH*#
f8e5m2xf8e4m3fn->f8e4m3fn’É¤’ÉàE*!
f8e5m2xf8e4m3fn->f8e5m2â²ã·†™D
‡€€  €*
bf16xbf16->bf16Š‹ÀöY*
bf16xbf16->f32ÈçÄÉ§¸H*
f16xf16->f16ÇãñØâT*
f16xf16->f32“ü³Â¿¶I*
f32xf32->f32ñºøà×*!
f8e4m3fnxf8e4m3fn->bf16¸Öü‰âé~* 
f8e4m3fnxf8e4m3fn->f32ñ…ä¤ñ“F*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÖú±‡—âp* 
f8e4m3fnxf8e5m2->bf16…è¸·Ç‚*
f8e4m3fnxf8e5m2->f32ÖŸÏÑˆk*#
f8e4m3fnxf8e5m2->f8e4m3fn ÜĞæÉüm*!
f8e4m3fnxf8e5m2->f8e5m2Ô™˜»óœo*
f8e5m2xf8e4m3fn->bf16…ø‹îÚ¿~*
f8e5m2xf8e4m3fn->f32á·Ä‚¦îx*#
f8e5m2xf8e4m3fn->f8e4m3fn±–Çü¹½m*!
f8e5m2xf8e4m3fn->f8e5m2úôØîáèq
†€€ €*
bf16xbf16->bf16ğáÃ‡Ÿ¸*
bf16xbf16->f32Å…¤ê²„*
f16xf16->f16à‡¾ğ£*
f16xf16->f32à‡¾ğ£*
f32xf32->f32ôÛœ“¬Ç*!
f8e4m3fnxf8e4m3fn->bf16ÎëíŠÂ* 
f8e4m3fnxf8e4m3fn->f32ë¯© í´*%
f8e4m3fnxf8e4m3fn->f8e4m3fn–öñ¼ŠÎ*
f8e4m3fnxf8e5m2->bf16ˆ¢³÷İâ*
f8e4m3fnxf8e5m2->f32ìïú‰í³*#
f8e4m3fnxf8e5m2->f8e4m3fnŞê´óÎ¾*!
f8e4m3fnxf8e5m2->f8e5m2²î¡æ’*
f8e5m2xf8e4m3fn->bf16ƒ¢¥Çì¹*
f8e5m2xf8e4m3fn->f32À¯ÜúÃİ*#
f8e5m2xf8e4m3fn->f8e4m3fn²î¡æ’*!
f8e5m2xf8e4m3fn->f8e5m2£ÂÒï¾
†€€ €*
bf16xbf16->bf16Ìå‘¿®¯*
bf16xbf16->f32¨±¢‹Ç*
f16xf16->f16¨±¢‹Ç*
f16xf16->f32–Êå¨ØÆ*
f32xf32->f32—íˆ¸¸Ë*!
f8e4m3fnxf8e4m3fn->bf16èÄ¦´¢è * 
f8e4m3fnxf8e4m3fn->f32È†ÒÁ´¦*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¨™ªÆÊÄ!*
f8e4m3fnxf8e5m2->bf16‰¿Æ’ş°#*
f8e4m3fnxf8e5m2->f32î³Ÿ¶Æ°-*#
f8e4m3fnxf8e5m2->f8e4m3fnœùÇÀ³ş *!
f8e4m3fnxf8e5m2->f8e5m2›ÔÆ *
f8e5m2xf8e4m3fn->bf16Ñ‹İèõÖ"*
f8e5m2xf8e4m3fn->f32Èÿ˜ÖøŒ)*#
f8e5m2xf8e4m3fn->f8e4m3fnÒÉ¦šé¸!*!
f8e5m2xf8e4m3fn->f8e5m2äÜÃÌ¥ 
†€€ €*
bf16xbf16->bf16’É¤’¹¿6*
bf16xbf16->f32˜àêñŸ0*
f16xf16->f16îÇàıˆÅ5*
f16xf16->f32×ŸËßŒÂ1*
f32xf32->f32ƒ¸àÁó*!
f8e4m3fnxf8e4m3fn->bf16»È¹‡™Ë@* 
f8e4m3fnxf8e4m3fn->f32³öÂ¶ıĞ,*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÁóãàùÅ;*
f8e4m3fnxf8e5m2->bf16«Äëê”B*
f8e4m3fnxf8e5m2->f32øó¦¼½šJ*#
f8e4m3fnxf8e5m2->f8e4m3fn§¥Šá«=*!
f8e4m3fnxf8e5m2->f8e5m2Œ‰Ê¶¼û=*
f8e5m2xf8e4m3fn->bf16™˜ŠğĞİ<*
f8e5m2xf8e4m3fn->f32ñ¸œÇèC*#
f8e5m2xf8e4m3fn->f8e4m3fn‚…Š”¨ë;*!
f8e5m2xf8e4m3fn->f8e5m2™˜ŠğĞİ<
†€€ €*
bf16xbf16->bf16âñ«í¾É?*
bf16xbf16->f32¿ˆÕ½ À<*
f16xf16->f16»È¹‡™Ë@*
f16xf16->f32ó‡‹©†¤<*
f32xf32->f32Ç—¤Š¨Í*!
f8e4m3fnxf8e4m3fn->bf16° ÀÕã¿`* 
f8e4m3fnxf8e4m3fn->f32¤“Í´ÒñB*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÌô‡ÆËZ*
f8e4m3fnxf8e5m2->bf16¼‡ñÄÿ^*
f8e4m3fnxf8e5m2->f32²°”à¡»y*#
f8e4m3fnxf8e5m2->f8e4m3fn˜Ş•û¹\*!
f8e4m3fnxf8e5m2->f8e5m2ˆ¡¦á®‹Z*
f8e5m2xf8e4m3fn->bf16Êıéªß¦\*
f8e5m2xf8e4m3fn->f32ÕªÕª…”*#
f8e5m2xf8e4m3fn->f8e4m3fn’±Ô›ÓõZ*!
f8e5m2xf8e4m3fn->f8e5m2úªÇ½—]
€€  €*
bf16xbf16->bf16³û‰Õ‡út*
bf16xbf16->f32Ø“öÄó]*
f16xf16->f16»®¯¦€­r*
f16xf16->f32™ˆİŸä„\*
f32xf32->f32ØÄĞÌÏ¡*"
f8e4m3fnxf8e4m3fn->bf16òË´òë¬* 
f8e4m3fnxf8e4m3fn->f32Ä„íã°Q*&
f8e4m3fnxf8e4m3fn->f8e4m3fn†ì»ÌšÄ* 
f8e4m3fnxf8e5m2->bf16ŞÓ³§Ûª*
f8e4m3fnxf8e5m2->f32‡àËôÑ‰®*$
f8e4m3fnxf8e5m2->f8e4m3fnŸÔÂÅ†€œ*"
f8e4m3fnxf8e5m2->f8e5m2¬Ê°ƒˆ“¡* 
f8e5m2xf8e4m3fn->bf16‹¥êçÄ¬*
f8e5m2xf8e4m3fn->f32³Ää²Ò×Å*$
f8e5m2xf8e4m3fn->f8e4m3fnËÜµ˜è ›*"
f8e5m2xf8e4m3fn->f8e5m2©ÊÒ”¥Á
†€€ €*
bf16xbf16->bf16‹Ó³±ºê**
bf16xbf16->f32¢Éúã™‘+*
f16xf16->f16‘™İÍÅğ$*
f16xf16->f32øôÖùÃÖ%*
f32xf32->f32ùŸæàµö*!
f8e4m3fnxf8e4m3fn->bf16À¸ã¤ƒÌ* 
f8e4m3fnxf8e4m3fn->f32û’´¯ÂÍ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‡á¡¸ˆê*
f8e4m3fnxf8e5m2->bf16ºÜ©¾îÇ*
f8e4m3fnxf8e5m2->f32ªÕªÕš·*#
f8e4m3fnxf8e5m2->f8e4m3fnÅ»š¨®¢*!
f8e4m3fnxf8e5m2->f8e5m2Ä÷šÍ¡»*
f8e5m2xf8e4m3fn->bf16Í›·îÜ÷*
f8e5m2xf8e4m3fn->f32÷Ù›£Ø*#
f8e5m2xf8e4m3fn->f8e4m3fn€€€€áë*!
f8e5m2xf8e4m3fn->f8e5m2ĞÖÂ‘Äš
†€€ €*
bf16xbf16->bf16Õ¬¼¾˜¶<*
bf16xbf16->f32ªÕªÕ‚Ê?*
f16xf16->f16ïÊıœ¤Ê9*
f16xf16->f32™¹ä şÂB*
f32xf32->f32ËÉÁ¥Ã§*!
f8e4m3fnxf8e4m3fn->bf16€€€€Ğ¥L* 
f8e4m3fnxf8e4m3fn->f32ÎˆÆËÉÔJ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn•ê˜ÒÀÓQ*
f8e4m3fnxf8e5m2->bf16Şç·Ì¶Ús*
f8e4m3fnxf8e5m2->f32œÇãñÀl*#
f8e4m3fnxf8e5m2->f8e4m3fnè—Šñ§ºm*!
f8e4m3fnxf8e5m2->f8e5m2èŞ„íËƒq*
f8e5m2xf8e4m3fn->bf16 ÜĞæÉüm*
f8e5m2xf8e4m3fn->f32€€€€€Ôa*#
f8e5m2xf8e4m3fn->f8e4m3fn×éØÅÿğV*!
f8e5m2xf8e4m3fn->f8e5m2Ã•±¨‘‡k
†€€ €*
bf16xbf16->bf16ÑñÀ»É=*
bf16xbf16->f32Ïçóù¼:*
f16xf16->f16Çø’µ¡=*
f16xf16->f32×—“À–9*
f32xf32->f32°ó‡Çœ*!
f8e4m3fnxf8e4m3fn->bf16Ğòì­ğH* 
f8e4m3fnxf8e4m3fn->f32–¢‰°‘7*%
f8e4m3fnxf8e4m3fn->f8e4m3fnƒŸ¾„ôG*
f8e4m3fnxf8e5m2->bf16€€€€Ğ¥L*
f8e4m3fnxf8e5m2->f32Ò•“Ïøu*#
f8e4m3fnxf8e5m2->f8e4m3fnË“ù£ãÆH*!
f8e4m3fnxf8e5m2->f8e5m2…™¤ÍıH*
f8e5m2xf8e4m3fn->bf16Æ§‹àÔïH*
f8e5m2xf8e4m3fn->f32Ş•û¹È”s*#
f8e5m2xf8e4m3fn->f8e4m3fnƒŸ¾„ôG*!
f8e5m2xf8e4m3fn->f8e5m2ó¤öÅˆŒJ
ˆ€€ €*
bf16xbf16->bf16¶Å Ã¹g*
bf16xbf16->f32ÏŠéôƒ¥U*
f16xf16->f16µ“…Ø³úV*
f16xf16->f32ŸÇÛ„ûU*
f32xf32->f32§÷§„×*!
f8e4m3fnxf8e4m3fn->bf16‘‘‰ÀÎr* 
f8e4m3fnxf8e4m3fn->f32Èø•˜«ÊQ*%
f8e4m3fnxf8e4m3fn->f8e4m3fnçÀÍú¨ f*
f8e4m3fnxf8e5m2->bf16¬¿üŒ«‚s*
f8e4m3fnxf8e5m2->f32¦¦¦¦¦À*#
f8e4m3fnxf8e5m2->f8e4m3fn”¸¬®„€h*!
f8e4m3fnxf8e5m2->f8e5m2±ÓçŞãg*
f8e5m2xf8e4m3fn->bf16Èå˜êáùq*
f8e5m2xf8e4m3fn->f32Î­æÕğ±*#
f8e5m2xf8e4m3fn->f8e4m3fnÆÏ¡îÉşd*!
f8e5m2xf8e4m3fn->f8e5m2›ëæÚÙªh
“€€  €*
bf16xbf16->bf16ä’äìæ‹*
bf16xbf16->f32¸¨é§Üè*
f16xf16->f16ÌÉ©É¦èŠ*
f16xf16->f32Äç×«ì¨…*
f32xf32->f32‰ƒæ¹—*"
f8e4m3fnxf8e4m3fn->bf16Ïæ‹©İÏ* 
f8e4m3fnxf8e4m3fn->f32®õöóª—[*&
f8e4m3fnxf8e4m3fn->f8e4m3fn³Ää²Ò×Å* 
f8e4m3fnxf8e5m2->bf16ê÷ì¨ßãÏ*
f8e4m3fnxf8e5m2->f32ó¼ÇÄœ–*$
f8e4m3fnxf8e5m2->f8e4m3fn›¶˜™ƒÃ*"
f8e4m3fnxf8e5m2->f8e5m2šÖš¦Ç* 
f8e5m2xf8e4m3fn->bf16ÏËµùøÌ*
f8e5m2xf8e4m3fn->f32Í·„“Ûœ*$
f8e5m2xf8e4m3fn->f8e4m3fn³Ëí‡ªµÀ*"
f8e5m2xf8e4m3fn->f8e5m2¼æ”ØÿïÅ
†€€ € *
bf16xbf16->bf16«Äëê”B*
bf16xbf16->f32¹…âä•÷@*
f16xf16->f16£™“¡ƒà@*
f16xf16->f32ß×â½±à>*
f32xf32->f32¾àÌÊ×*!
f8e4m3fnxf8e4m3fn->bf16îÓ‘¬î—T* 
f8e4m3fnxf8e4m3fn->f32åëĞ¼Í§P*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¦¤¨¹Œ[*
f8e4m3fnxf8e5m2->bf16“““““`*
f8e4m3fnxf8e5m2->f32™¢²™éëb*#
f8e4m3fnxf8e5m2->f8e4m3fn° ÀÕã¿`*!
f8e4m3fnxf8e5m2->f8e5m2íËĞ½‰¶Z*
f8e5m2xf8e4m3fn->bf16¹Îóœç¸b*
f8e5m2xf8e4m3fn->f32ƒ¨—¹êòS*#
f8e5m2xf8e4m3fn->f8e4m3fnÅ’õÇ³¢V*!
f8e5m2xf8e4m3fn->f8e5m2ˆ¡¦á®‹Z
‘€€ € *
bf16xbf16->bf16ªèâÚéÔW*
bf16xbf16->f32À£ÛÓg*
f16xf16->f16ÂÀ¦¡ Ÿc*
f16xf16->f32îúÙ™†b*
f32xf32->f32ˆîÔ‚¡î!*"
f8e4m3fnxf8e4m3fn->bf16Èõåş¼ˆ™*!
f8e4m3fnxf8e4m3fn->f32ÊÔà€Ê„*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÿÁ‹¦ú¨* 
f8e4m3fnxf8e5m2->bf16¸¯…æ’İª*
f8e4m3fnxf8e5m2->f32°öæÈ·*$
f8e4m3fnxf8e5m2->f8e4m3fnªÕªÕªá¢*"
f8e4m3fnxf8e5m2->f8e5m2€€€€ˆŞ¾* 
f8e5m2xf8e4m3fn->bf16Ü¤¯ìì¾¥*
f8e5m2xf8e4m3fn->f32Ã°·“­*$
f8e5m2xf8e4m3fn->f8e4m3fnôƒÔû®º*"
f8e5m2xf8e4m3fn->f8e5m2œğÀƒœ§
’€€ € *
bf16xbf16->bf16‘ˆÉÜªÓu*
bf16xbf16->f32½ô¾‚èæv*
f16xf16->f16æô˜´øv*
f16xf16->f32Â¸ é²Õt*
f32xf32->f32­õã®Äá*"
f8e4m3fnxf8e4m3fn->bf16¿Ú×Ù¥®*!
f8e4m3fnxf8e4m3fn->f32ÚáçŸö *&
f8e4m3fnxf8e4m3fn->f8e4m3fn¥Ë–­ÚœŸ* 
f8e4m3fnxf8e5m2->bf16ğŞŠÌ¥ºÕ*
f8e4m3fnxf8e5m2->f32üà‡¾ôñ*$
f8e4m3fnxf8e5m2->f8e4m3fnà”ò³İõÉ*"
f8e4m3fnxf8e5m2->f8e5m2Ø÷˜µˆ½* 
f8e5m2xf8e4m3fn->bf16×Ï®Ÿİ®Ã*
f8e5m2xf8e4m3fn->f32×Ï®Ÿİ®Ã*$
f8e5m2xf8e4m3fn->f8e4m3fn¶ÈèŠî×*"
f8e5m2xf8e4m3fn->f8e5m2Õ¨ãÈ‚ÎÆ
‰€€ € *
bf16xbf16->bf16¸È”Œu*
bf16xbf16->f32ó”åÇës*
f16xf16->f16Ÿè‡úÁw*
f16xf16->f32¥³„ªšãs*
f32xf32->f32ñßÃ‚›*!
f8e4m3fnxf8e4m3fn->bf16ô½¦¢ïÓ* 
f8e4m3fnxf8e4m3fn->f32Ï¿ó´ Z*%
f8e4m3fnxf8e4m3fn->f8e4m3fn˜àçƒ×z* 
f8e4m3fnxf8e5m2->bf16ÜÒ¹ƒÇ´€*
f8e4m3fnxf8e5m2->f32Ñ¹Şî“*#
f8e4m3fnxf8e5m2->f8e4m3fn©è¦§™•|*!
f8e4m3fnxf8e5m2->f8e5m2Ñàìğú|*
f8e5m2xf8e4m3fn->bf16ÀÃ¥Ó*
f8e5m2xf8e4m3fn->f32—ÊÀ²ÃÕü*#
f8e5m2xf8e4m3fn->f8e4m3fn˜’”íøö{*!
f8e5m2xf8e4m3fn->f8e5m2“¨÷È…}
”€€  € *
bf16xbf16->bf16ğÂ„ìµ¯Ÿ*
bf16xbf16->f32ûÄ³º·áš*
f16xf16->f16“øªÛÏœ*
f16xf16->f32¦¿¼®èé˜*
f32xf32->f32 ›Ï¬ŒØ*"
f8e4m3fnxf8e4m3fn->bf16úøàöÅç×* 
f8e4m3fnxf8e4m3fn->f32õ‘òàà‹c*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÑ÷×š¥ÒÔ* 
f8e4m3fnxf8e5m2->bf16àÂí”¹íÙ*
f8e4m3fnxf8e5m2->f32·İ¼‡¸´ä*$
f8e4m3fnxf8e5m2->f8e4m3fn ¢÷µ–Ô*"
f8e4m3fnxf8e5m2->f8e5m2·ú¦ïô¥Ô* 
f8e5m2xf8e4m3fn->bf16ÂŠª¨¡…Ö*
f8e5m2xf8e4m3fn->f32ùŸŞŸâØë*$
f8e5m2xf8e4m3fn->f8e4m3fnÚ£ú’­Ò*"
f8e5m2xf8e4m3fn->f8e5m2‰àá‹¦ØÕ
†€€ €*
bf16xbf16->bf16€€€€Àš*
bf16xbf16->f32ãÖˆ´˜÷*
f16xf16->f16³í¬›«…*
f16xf16->f32ˆè”„ô³*
f32xf32->f32ªÆÊÑ’±*!
f8e4m3fnxf8e4m3fn->bf16áòİ“* 
f8e4m3fnxf8e4m3fn->f32½šÂåıÂ
*%
f8e4m3fnxf8e4m3fn->f8e4m3fnüÆ¨àä*
f8e4m3fnxf8e5m2->bf16÷Õ­äõ©*
f8e4m3fnxf8e5m2->f32„ —îéç	*#
f8e4m3fnxf8e5m2->f8e4m3fn“•¹è*!
f8e4m3fnxf8e5m2->f8e5m2 Á‚…êú*
f8e5m2xf8e4m3fn->bf16Ôµ Îä©*
f8e5m2xf8e4m3fn->f32¡•¬´€à	*#
f8e5m2xf8e4m3fn->f8e4m3fnİ–‡î¬¡*!
f8e5m2xf8e4m3fn->f8e5m2İ–‡î¬¡
†€€ €*
bf16xbf16->bf16»öáùÄ¾*
bf16xbf16->f32Å¢Ñ¨”°*
f16xf16->f16áª¸ÊÏÑ*
f16xf16->f32ÔŒ•£¥â*
f32xf32->f32æòÉÈéÊ*!
f8e4m3fnxf8e4m3fn->bf16œû˜áÙ©* 
f8e4m3fnxf8e4m3fn->f32°¸¦Œª*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÀÓ¨Æ€™*
f8e4m3fnxf8e5m2->bf16€€€€áë*
f8e4m3fnxf8e5m2->f32¼™©üÄ*#
f8e4m3fnxf8e5m2->f8e4m3fnà‡¾ğ£*!
f8e4m3fnxf8e5m2->f8e5m2¦ïôÍŞÄ*
f8e5m2xf8e4m3fn->bf16–Ëå²™œ*
f8e5m2xf8e4m3fn->f32¸—ğÂ’*#
f8e5m2xf8e4m3fn->f8e4m3fnù…ÿı÷*!
f8e5m2xf8e4m3fn->f8e5m2¡ãú¡ãô
†€€ €*
bf16xbf16->bf16¼©­¼•Æ(*
bf16xbf16->f32÷ùÓÍö*
f16xf16->f16·Âÿş¯ñ'*
f16xf16->f32Ó’…ÈğÕ*
f32xf32->f32ÁÀõäº®*!
f8e4m3fnxf8e4m3fn->bf16ı€ÕãŞË.* 
f8e4m3fnxf8e4m3fn->f32­¸ÓíáÔ)*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÛí¶Û­Ì+*
f8e4m3fnxf8e5m2->bf16€€€€Â×/*
f8e4m3fnxf8e5m2->f32î«ÁÙ¤×**#
f8e4m3fnxf8e5m2->f8e4m3fn±®¢ø¤û(*!
f8e4m3fnxf8e5m2->f8e5m2ÊÒ”¥©°'*
f8e5m2xf8e4m3fn->bf16î³Ÿ¶Æ°-*
f8e5m2xf8e4m3fn->f32Çãñ¸¬±**#
f8e5m2xf8e4m3fn->f8e4m3fnŠµŒ©àé(*!
f8e5m2xf8e4m3fn->f8e5m2“Ò‡ÔœÆ-
†€€ €*
bf16xbf16->bf16ÛÑ€‚ñ<*
bf16xbf16->f32¡ ÓĞÏ1*
f16xf16->f16¦œÚÓ>*
f16xf16->f32‹÷´ĞÜÄ0*
f32xf32->f32…ƒºÉæÜ*!
f8e4m3fnxf8e4m3fn->bf16À½à™±¨I* 
f8e4m3fnxf8e4m3fn->f32ìÕ§€Ë;*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŒˆ•²ç=*
f8e4m3fnxf8e5m2->bf16ÎˆÆËÉÔJ*
f8e4m3fnxf8e5m2->f32ÛÑ€‚ñ<*#
f8e4m3fnxf8e5m2->f8e4m3fn¦œÚÓ>*!
f8e4m3fnxf8e5m2->f8e5m2ĞÚÚ­Œ<*
f8e5m2xf8e4m3fn->bf16“‡—ƒüèK*
f8e5m2xf8e4m3fn->f32™¹ä şÂB*#
f8e5m2xf8e4m3fn->f8e4m3fnğÆ”ËË:*!
f8e5m2xf8e4m3fn->f8e5m2õÚœ¸³…9
†€€  €*
bf16xbf16->bf16ˆı¡‡ÂQ*
bf16xbf16->f32€áØÍ¼ÉD*
f16xf16->f16‘ÿ±¬ñ™R*
f16xf16->f32Î¬Æ‡‚ºA*
f32xf32->f32ò…åâÜô*!
f8e4m3fnxf8e4m3fn->bf16şÈ½æÑc* 
f8e4m3fnxf8e4m3fn->f32›š ¶¿N*%
f8e4m3fnxf8e4m3fn->f8e4m3fnô¢—ºÑãX*
f8e4m3fnxf8e5m2->bf16³ÀÑ‘‚øe*
f8e4m3fnxf8e5m2->f32½ô¾‚èæv*#
f8e4m3fnxf8e5m2->f8e4m3fnƒğ¥úè„W*!
f8e4m3fnxf8e5m2->f8e5m2×°®»ºX*
f8e5m2xf8e4m3fn->bf16´®ß¿™¢a*
f8e5m2xf8e4m3fn->f32Ï”Óş›ıo*#
f8e5m2xf8e4m3fn->f8e4m3fnƒğ¥úè„W*!
f8e5m2xf8e4m3fn->f8e5m2„ŞÎ²—èU
†€€ €*
bf16xbf16->bf16‰éƒªã*
bf16xbf16->f32ğáÃ‡Ÿ¸*
f16xf16->f16Îóœç™Î*
f16xf16->f32Íë÷¯Æ¨*
f32xf32->f32Ã–™«¿Ñ*!
f8e4m3fnxf8e4m3fn->bf16í’ğí€* 
f8e4m3fnxf8e4m3fn->f32÷ŞÃøï*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÇãñ¸œ*
f8e4m3fnxf8e5m2->bf16Ìå‘¿®¯*
f8e4m3fnxf8e5m2->f32“¡î¨§Ê*#
f8e4m3fnxf8e5m2->f8e4m3fnï«ÛÈëÓ*!
f8e4m3fnxf8e5m2->f8e5m2Ç­‘è°î*
f8e5m2xf8e4m3fn->bf16ÀÓ¨Æ€™*
f8e5m2xf8e4m3fn->f32Î‡™ÊÂÛ*#
f8e5m2xf8e4m3fn->f8e4m3fn¦ïôÍŞÄ*!
f8e5m2xf8e4m3fn->f8e5m2É¤’ÉÜŸ
†€€ €*
bf16xbf16->bf16ûÓ†Ñ'*
bf16xbf16->f32‡Õ°Ñ€'*
f16xf16->f16Ì¢¾ÖÛ)*
f16xf16->f32öìÃó‰ı"*
f32xf32->f32âú˜ ö*!
f8e4m3fnxf8e4m3fn->bf16öƒ˜ÃËâ.* 
f8e4m3fnxf8e4m3fn->f32ÊÒ”¥©°'*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŒ‘ÙÌôµ1*
f8e4m3fnxf8e5m2->bf16ÃÆõÃÆé1*
f8e4m3fnxf8e5m2->f32‹Ó³±ºê**#
f8e4m3fnxf8e5m2->f8e4m3fn¸ö±Â³Ó2*!
f8e4m3fnxf8e5m2->f8e5m2€€€€€ê0*
f8e5m2xf8e4m3fn->bf16€€€€€ê0*
f8e5m2xf8e4m3fn->f32òµ¨Şæ“(*#
f8e5m2xf8e4m3fn->f8e4m3fnî³Ÿ¶Æ°-*!
f8e5m2xf8e4m3fn->f8e5m2¬–Ëå²¸0
†€€ €*
bf16xbf16->bf16ŸÉ×Ù°É<*
bf16xbf16->f32ºê½Ğ¯³/*
f16xf16->f16§ì‰»‚Ø:*
f16xf16->f32ÎâÇšºò5*
f32xf32->f32Õã–ùø†*!
f8e4m3fnxf8e4m3fn->bf16î­¦Ì“ÃO* 
f8e4m3fnxf8e4m3fn->f32Ş×¶‘×§9*%
f8e4m3fnxf8e4m3fn->f8e4m3fn´¤ƒ N*
f8e4m3fnxf8e5m2->bf16”¤®À×ûD*
f8e4m3fnxf8e5m2->f32’şŒ¥üáF*#
f8e4m3fnxf8e5m2->f8e4m3fn€€€€Ğ¥L*!
f8e4m3fnxf8e5m2->f8e5m2Ãàº´ó…P*
f8e5m2xf8e4m3fn->bf16õİñ‹öÊK*
f8e5m2xf8e4m3fn->f32’É¤’ÉàE*#
f8e5m2xf8e4m3fn->f8e4m3fnÃàº´ó…P*!
f8e5m2xf8e4m3fn->f8e5m2À’¼£ÓÄI
†€€ €*
bf16xbf16->bf16æ½î¦©àR*
bf16xbf16->f32 ä„Ó¦şH*
f16xf16->f16Çÿà…“½T*
f16xf16->f32çÿ˜ƒ×ÙG*
f32xf32->f32óÔ¾½óï*!
f8e4m3fnxf8e4m3fn->bf16ÕªÕª…”* 
f8e4m3fnxf8e4m3fn->f32×°®»ºX*%
f8e4m3fnxf8e4m3fn->f8e4m3fn ½Ä‰­œn*
f8e4m3fnxf8e5m2->bf16Äš»ï•~*
f8e4m3fnxf8e5m2->f32¸È”Œu*#
f8e4m3fnxf8e5m2->f8e4m3fnÑ‹İèÅün*!
f8e4m3fnxf8e5m2->f8e5m2£­ƒò¤Îj*
f8e5m2xf8e4m3fn->bf16Ø‚¸§™®z*
f8e5m2xf8e4m3fn->f32ŸôæÔ×”y*#
f8e5m2xf8e4m3fn->f8e4m3fn¤’É¤òşl*!
f8e5m2xf8e4m3fn->f8e5m2²Ğæ˜éßl
‘€€  €*
bf16xbf16->bf16…è¸·Ç‚*
bf16xbf16->f32°Îî©Ó…f*
f16xf16->f16‡îÆŠšƒs*
f16xf16->f32Ó¸É¡°‡d*
f32xf32->f32Ûá«ÏÜ‚*"
f8e4m3fnxf8e4m3fn->bf16«˜ĞË´æ¥* 
f8e4m3fnxf8e4m3fn->f32½ñ¥êÂz*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÅåÆïŒ²ˆ* 
f8e4m3fnxf8e5m2->bf16ãÖˆ´¸Â¥*
f8e4m3fnxf8e5m2->f32èŸ´îğ‰Ä*$
f8e4m3fnxf8e5m2->f8e4m3fn×ÛôßĞÁ†*"
f8e4m3fnxf8e5m2->f8e5m2–‘…±‰‰‡* 
f8e5m2xf8e4m3fn->bf16â•İ·ÀŠ¦*
f8e5m2xf8e4m3fn->f32±§ì‰»æ»*$
f8e5m2xf8e4m3fn->f8e4m3fn †Ü®ÓÀ„*"
f8e5m2xf8e4m3fn->f8e5m2µ‘äßæî„
†€€ €*
bf16xbf16->bf16ßÎù°³ÿ*
bf16xbf16->f32ÎëË‰ Ë*
f16xf16->f16İÏ€ÚÙ*
f16xf16->f32ŒÔ™¦ú—*
f32xf32->f32»öáùÄ¾*!
f8e4m3fnxf8e4m3fn->bf16´éÒ¥Ëó#* 
f8e4m3fnxf8e4m3fn->f32ªÕªÕªØ(*%
f8e4m3fnxf8e4m3fn->f8e4m3fn²½ÙŸ¢&*
f8e4m3fnxf8e5m2->bf16àğÌ˜Ô$*
f8e4m3fnxf8e5m2->f32úéõÓëµ(*#
f8e4m3fnxf8e5m2->f8e4m3fnöìÃó‰ı"*!
f8e4m3fnxf8e5m2->f8e5m2Ó¬Ó¬“¾#*
f8e5m2xf8e4m3fn->bf16ùÖÁ°²Ë#*
f8e5m2xf8e4m3fn->f32ŠµŒ©àé(*#
f8e5m2xf8e4m3fn->f8e4m3fnöìÃó‰ı"*!
f8e5m2xf8e4m3fn->f8e5m2Ãœä¡æ#
†€€ €*
bf16xbf16->bf16Œ‘ÙÌôµ1*
bf16xbf16->f32ºê½Ğ¯³/*
f16xf16->f16ŞÃøâ¿/*
f16xf16->f32®¸úøå,*
f32xf32->f32ï²ìçÖ *!
f8e4m3fnxf8e4m3fn->bf16 ¶Øï…ğ<* 
f8e4m3fnxf8e4m3fn->f32àÂ£æ‰´:*%
f8e4m3fnxf8e4m3fn->f8e4m3fn­¿¥µÓ=*
f8e4m3fnxf8e5m2->bf16Ò€¢Š˜=*
f8e4m3fnxf8e5m2->f32¢²º›‹áI*#
f8e4m3fnxf8e5m2->f8e4m3fn­¿¥µÓ=*!
f8e4m3fnxf8e5m2->f8e5m2”øò”ø£>*
f8e5m2xf8e4m3fn->bf16”øò”ø£>*
f8e5m2xf8e4m3fn->f32ÎˆÆËÉÔJ*#
f8e5m2xf8e4m3fn->f8e4m3fn¢ˆÍİ÷Š?*!
f8e5m2xf8e4m3fn->f8e5m2€€€€À„=
‡€€ €*
bf16xbf16->bf16ş‚íŒ×ÈP*
bf16xbf16->f32™ÎúŸ–ÊK*
f16xf16->f16«®¯ˆğM*
f16xf16->f32Æ§‹àÔïH*
f32xf32->f32è¾Ñ±ËŞ*!
f8e4m3fnxf8e4m3fn->bf16° ÀÕã¿`* 
f8e4m3fnxf8e4m3fn->f32¡‡ØÛÇÉV*%
f8e4m3fnxf8e4m3fn->f8e4m3fn§¾ó¹c*
f8e4m3fnxf8e5m2->bf16ÂÀ¦¡ Ÿc*
f8e4m3fnxf8e5m2->f32ãñ¸œÑ‡*#
f8e4m3fnxf8e5m2->f8e4m3fn•½ÄŠ¼d*!
f8e4m3fnxf8e5m2->f8e5m2š´ÉÙú‹e*
f8e5m2xf8e4m3fn->bf16ÂÀ¦¡ Ÿc*
f8e5m2xf8e4m3fn->f32Í‚¸´§Ÿ|*#
f8e5m2xf8e4m3fn->f8e4m3fn²é¹¼Ö¡d*!
f8e5m2xf8e4m3fn->f8e5m2€€€€€Ôa
€€ €*
bf16xbf16->bf16ñññÆq*
bf16xbf16->f32•½ÄŠ¼d*
f16xf16->f16”ú—Âh*
f16xf16->f32ñ ¼·ÔĞ]*
f32xf32->f32ï™‘íš*"
f8e4m3fnxf8e4m3fn->bf16É¨¨ó€* 
f8e4m3fnxf8e4m3fn->f32ş£•œ–±w*&
f8e4m3fnxf8e4m3fn->f8e4m3fn×ÜŞšà›* 
f8e4m3fnxf8e5m2->bf16Üàû·ª*
f8e4m3fnxf8e5m2->f32·¸Ã›ÜÒ*$
f8e4m3fnxf8e5m2->f8e4m3fnı´Ê£š*"
f8e4m3fnxf8e5m2->f8e5m2’ˆÑã àš* 
f8e5m2xf8e4m3fn->bf16®Ó±‹ÿá­*
f8e5m2xf8e4m3fn->f32µ¨Ş†åËÍ*$
f8e5m2xf8e4m3fn->f8e4m3fn¸ò¡ë³˜*"
f8e5m2xf8e4m3fn->f8e5m2ÃÂé¹¾œ
•€€  €*
bf16xbf16->bf16Áª©ŸŠ×³*
bf16xbf16->f32ËÜµ˜è ›*
f16xf16->f16’ç²°æ‰§*
f16xf16->f32±ìƒØŠ¤—*
f32xf32->f32À‡ÜÄ©½*"
f8e4m3fnxf8e4m3fn->bf16•‘’øËæ*!
f8e4m3fnxf8e4m3fn->f32¢åÑÄ¬¶‘*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÓ‘¬îÓ»Ò* 
f8e4m3fnxf8e5m2->bf16ùŞÚÅÜå*
f8e4m3fnxf8e5m2->f32ÊÔ­ÉÚÅ*$
f8e4m3fnxf8e5m2->f8e4m3fnˆÈëÄÀ”Í*"
f8e4m3fnxf8e5m2->f8e5m2ÕªÕªÕ¹Ë* 
f8e5m2xf8e4m3fn->bf16¾Ğôƒ½î*
f8e5m2xf8e4m3fn->f32×° —éÌË*$
f8e5m2xf8e4m3fn->f8e4m3fnßÏ¾é«Ú¶*"
f8e5m2xf8e4m3fn->f8e5m2€›Æ¶§ƒÎ
†€€ €*
bf16xbf16->bf16é¿ìÁĞC*
bf16xbf16->f32û°– ÚB*
f16xf16->f16Î¬Æ‡‚ºA*
f16xf16->f32ñ…ä¤ñ“F*
f32xf32->f32‡á¡¸ˆê*!
f8e4m3fnxf8e4m3fn->bf16–âæàÛÀW* 
f8e4m3fnxf8e4m3fn->f32ñÊî› …S*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‘ÿ±¬ñ™R*
f8e4m3fnxf8e5m2->bf16¡‡ØÛÇÉV*
f8e4m3fnxf8e5m2->f32–âæàÛÀW*#
f8e4m3fnxf8e5m2->f8e4m3fnîúÙ™†b*!
f8e4m3fnxf8e5m2->f8e5m2¸à‡ÎS*
f8e5m2xf8e4m3fn->bf16õ»¶Ôïñg*
f8e5m2xf8e4m3fn->f32¶Ûí¶Û˜W*#
f8e5m2xf8e4m3fn->f8e4m3fn„äµ¢ Êf*!
f8e5m2xf8e4m3fn->f8e5m2ª¶ïõ€éW
‡€€ €*
bf16xbf16->bf16ë„½ÚÛ9*
bf16xbf16->f32®Ã±‹éª4*
f16xf16->f16ïó›¦›í9*
f16xf16->f32åÙúØ£˜5*
f32xf32->f32Íİ™‡šÆ*!
f8e4m3fnxf8e4m3fn->bf16ß´£àá­F* 
f8e4m3fnxf8e4m3fn->f32‹ŞÉà¢âL*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÄ³Ç‰ç¾G*
f8e4m3fnxf8e5m2->bf16–å¤ŒI*
f8e4m3fnxf8e5m2->f32³¨‘õŸÂ*#
f8e4m3fnxf8e5m2->f8e4m3fnØÚá“áºF*!
f8e4m3fnxf8e5m2->f8e5m2ˆÅ¿‘ç F*
f8e5m2xf8e4m3fn->bf16¥ª°€¥‚H*
f8e5m2xf8e4m3fn->f32¡µµÛ˜ x*#
f8e5m2xf8e4m3fn->f8e4m3fnÂó¬¡Ã‰G*!
f8e5m2xf8e4m3fn->f8e5m2å¬öŠ¼ºE
ˆ€€ €*
bf16xbf16->bf16ÀÔº”Š‘X*
bf16xbf16->f32ƒğ¥úè„W*
f16xf16->f16åªÇŞºíX*
f16xf16->f32ì›ÏÁĞ«R*
f32xf32->f32ÜÓûˆ‡Û*!
f8e4m3fnxf8e4m3fn->bf16¸È”Œu* 
f8e4m3fnxf8e4m3fn->f32ú¨Õüª÷e*%
f8e4m3fnxf8e4m3fn->f8e4m3fnõŒ©±îşo*
f8e4m3fnxf8e5m2->bf16Şç·Ì¶Ús*
f8e4m3fnxf8e5m2->f32ú ¯ëú¢Ô*#
f8e4m3fnxf8e5m2->f8e4m3fnàç’€©p*!
f8e4m3fnxf8e5m2->f8e5m2Ò•“Ïøu*
f8e5m2xf8e4m3fn->bf16áùú¾”¥q*
f8e5m2xf8e4m3fn->f32¶ÖÍµ³ÕĞ*#
f8e5m2xf8e4m3fn->f8e4m3fn‹¶Ìû¡üw*!
f8e5m2xf8e4m3fn->f8e5m2ëŞûĞÏío
•€€ €*
bf16xbf16->bf16ˆíğó»*
bf16xbf16->f32¨ÈÜ€¯÷‰*
f16xf16->f16áğ¬ìÀ*
f16xf16->f32©‚­’Ôîˆ*
f32xf32->f32ê’£á…×*"
f8e4m3fnxf8e4m3fn->bf16¤‡¹«ìäÑ*!
f8e4m3fnxf8e4m3fn->f32º îŒ‘*&
f8e4m3fnxf8e4m3fn->f8e4m3fnåéö¢ı©* 
f8e4m3fnxf8e5m2->bf16Ó‘¬îÓ»Ò*
f8e4m3fnxf8e5m2->f32½şÃ½şã¡*$
f8e4m3fnxf8e5m2->f8e4m3fn„Ë‹÷ûñÃ*"
f8e4m3fnxf8e5m2->f8e5m2èÜ¾ÿ²ÄÂ* 
f8e5m2xf8e4m3fn->bf16Ö™Å¦ï©Ï*
f8e5m2xf8e4m3fn->f32¥¯¸Áã™°*$
f8e5m2xf8e4m3fn->f8e4m3fnèÜ¾ÿ²ÄÂ*"
f8e5m2xf8e4m3fn->f8e5m2Ñ€‡ÍÏ«Â
•€€  €*
bf16xbf16->bf16¡øÔ´Î‚Î*
bf16xbf16->f32õ¾çô„²*
f16xf16->f16£«– ¥ÕÁ*
f16xf16->f32ä‡Üáœ³¯*
f32xf32->f32ì¯øÍ¾¥*"
f8e4m3fnxf8e4m3fn->bf16ô±÷¸à*!
f8e4m3fnxf8e4m3fn->f32èØàòÀÉ¦*&
f8e4m3fnxf8e4m3fn->f8e4m3fnäæ¯ıÜ—‹* 
f8e4m3fnxf8e5m2->bf16‡ıŠé£¿œ*
f8e4m3fnxf8e5m2->f32Ûí¶Ûí¶¾*$
f8e4m3fnxf8e5m2->f8e4m3fn·æí”£Š*"
f8e4m3fnxf8e5m2->f8e5m2ÆÊÑ²Ô¤Œ* 
f8e5m2xf8e4m3fn->bf16áê†Ï„ë™*
f8e5m2xf8e4m3fn->f32‹Ğ¢ç¯·*$
f8e5m2xf8e4m3fn->f8e4m3fnıäœß‰ª*"
f8e5m2xf8e4m3fn->f8e5m2ûüŞ£Š»Œ
‘€€ € *
bf16xbf16->bf16´Æûè—íc*
bf16xbf16->f32ì‡°†—Å]*
f16xf16->f16§¡³Çğëc*
f16xf16->f32ªÕªÕêÜe*
f32xf32->f32ïÖ™“Ü!*"
f8e4m3fnxf8e4m3fn->bf16Å®ô¢×ÛŠ*!
f8e4m3fnxf8e4m3fn->f32àÓÛæÚ–*&
f8e4m3fnxf8e4m3fn->f8e4m3fn’şˆã•’* 
f8e4m3fnxf8e5m2->bf16†ì»ÌšÄ*
f8e4m3fnxf8e5m2->f32†Áõèæ‹ *$
f8e4m3fnxf8e5m2->f8e4m3fnãÖˆ´¸Â¥*"
f8e4m3fnxf8e5m2->f8e5m2¸¯…æ’İª* 
f8e5m2xf8e4m3fn->bf16©ÊÒ”¥Á*
f8e5m2xf8e4m3fn->f32é šÈ†Àœ*$
f8e5m2xf8e4m3fn->f8e4m3fnÇ¹‰á“í£*"
f8e5m2xf8e4m3fn->f8e5m2é šÈ†Àœ
•€€ € *
bf16xbf16->bf16µ‘äßæî„*
bf16xbf16->f32…è¸·Ç‚*
f16xf16->f16Åèœë é*
f16xf16->f32Úªè÷œÍƒ*
f32xf32->f32½ÏçóÁè*"
f8e4m3fnxf8e4m3fn->bf16Êø³”ñ‡›*!
f8e4m3fnxf8e4m3fn->f32€öçÄ¡¥*&
f8e4m3fnxf8e4m3fn->f8e4m3fn”©Á”‰ * 
f8e4m3fnxf8e5m2->bf16ëÂ›í¦Í*
f8e4m3fnxf8e5m2->f32ÃªŒÏ¸Ä*$
f8e4m3fnxf8e5m2->f8e4m3fnëÂ›í¦Í*"
f8e4m3fnxf8e5m2->f8e5m2¾¨…‹€¸* 
f8e5m2xf8e4m3fn->bf16 İä©ËÏ*
f8e5m2xf8e4m3fn->f32Ø÷˜µˆ½*$
f8e5m2xf8e4m3fn->f8e4m3fn İä©ËÏ*"
f8e5m2xf8e4m3fn->f8e5m2Ò”¥©Ê‚»
‰€€ € *
bf16xbf16->bf16à·–”ÇŞ*
bf16xbf16->f32ª¸Ô´£Ä{*
f16xf16->f16ÆÏØöÌ±y*
f16xf16->f32Ì§ÃÓ¯§w*
f32xf32->f32¯µäùªÛ*!
f8e4m3fnxf8e4m3fn->bf16ŸØñÑù§y*!
f8e4m3fnxf8e4m3fn->f32–šİáÙâ…*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÏú«ÜĞÑx*
f8e4m3fnxf8e5m2->bf16½ô¾‚èæv*
f8e4m3fnxf8e5m2->f32Êø³”ñ‡›*#
f8e4m3fnxf8e5m2->f8e4m3fn…Š”¨ĞÖw*!
f8e4m3fnxf8e5m2->f8e5m2®ç×ˆÊ¾x*
f8e5m2xf8e4m3fn->bf16®ëÜÎÛ½|*
f8e5m2xf8e4m3fn->f32ÆÊÑ²Ô¤Œ*#
f8e5m2xf8e4m3fn->f8e4m3fn©Ä«Ï›ßt*!
f8e5m2xf8e4m3fn->f8e5m2‹¶Ìû¡üw
•€€ € *
bf16xbf16->bf16·“œ“ğ€›*
bf16xbf16->f32ç€˜™á–*
f16xf16->f16ãËÑ€öÏ›*
f16xf16->f32ë»ã—ì•—*
f32xf32->f32óÃ‰Àåœ*"
f8e4m3fnxf8e4m3fn->bf16šäšœÄÅç*!
f8e4m3fnxf8e4m3fn->f32¾ÃÈ™€§*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¦–Ó‚”Ğà* 
f8e4m3fnxf8e5m2->bf16¬Œİ¸—ê*
f8e4m3fnxf8e5m2->f32Ğ®½Ş§¾œ*$
f8e4m3fnxf8e5m2->f8e4m3fn³âÇûİåá*"
f8e4m3fnxf8e5m2->f8e5m2ĞßÙõĞ¿à* 
f8e5m2xf8e4m3fn->bf16Š¬É‘úíæ*
f8e5m2xf8e4m3fn->f32¸Ğè™ÇÖ*$
f8e5m2xf8e4m3fn->f8e4m3fnÁ·­¥ø—â*"
f8e5m2xf8e4m3fn->f8e5m2³âÇûİåá
•€€  € *
bf16xbf16->bf16ÙˆÇÿ›º×*
bf16xbf16->f32İ×˜ÌÖÖÎ*
f16xf16->f16‰ø‰¸°İ*
f16xf16->f32éˆ°¾£İÑ*
f32xf32->f32¡Ş‹éä*"
f8e4m3fnxf8e4m3fn->bf16İ¿›Šˆ¹½*!
f8e4m3fnxf8e4m3fn->f32Îÿãšà¶*&
f8e4m3fnxf8e4m3fn->f8e4m3fn½È¡İ‰ñ¶* 
f8e4m3fnxf8e5m2->bf16ˆ©îÒû¬¾*
f8e4m3fnxf8e5m2->f32Ê…•¶Ğ·®*$
f8e4m3fnxf8e5m2->f8e4m3fnà—ª•Àñ±*"
f8e4m3fnxf8e5m2->f8e5m2ğÇÍŞŒ¶´* 
f8e5m2xf8e4m3fn->bf16Ãî“´µ¼*
f8e5m2xf8e4m3fn->f32¢¡ò‚¼İ§*$
f8e5m2xf8e4m3fn->f8e4m3fnñˆ³‹‰¿²*"
f8e5m2xf8e4m3fn->f8e5m2ªµ¶·ØÅ´
†€€ €*
bf16xbf16->bf16èÅ®ôº«*
bf16xbf16->f32¤’É¤’¸*
f16xf16->f16·Øïß€*
f16xf16->f32¤Ç¥™‰£*
f32xf32->f32ÕªÕªÍÛ*!
f8e4m3fnxf8e4m3fn->bf16Œˆ°õø* 
f8e4m3fnxf8e4m3fn->f32¤íÊÔ­ì*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÅ»ñ®Ü­*
f8e4m3fnxf8e5m2->bf16Íë÷¯Æ¨*
f8e4m3fnxf8e5m2->f32ÂÍƒ’Ú˜*#
f8e4m3fnxf8e5m2->f8e4m3fnï¡¼‡ñß*!
f8e4m3fnxf8e5m2->f8e5m2âÇôıô*
f8e5m2xf8e4m3fn->bf16œû˜áÙ©*
f8e5m2xf8e4m3fn->f32¼™©üÄ*#
f8e5m2xf8e4m3fn->f8e4m3fn€€€€áë*!
f8e5m2xf8e4m3fn->f8e5m2öÄ±ç¼
†€€ €*
bf16xbf16->bf16ÊÜÓèÂ±&*
bf16xbf16->f32Š’—àë½"*
f16xf16->f16ŠÅ¢Ñ¨à&*
f16xf16->f32¯Ú‘ğğ–#*
f32xf32->f32Ü‡ˆÇÓ›*!
f8e4m3fnxf8e4m3fn->bf16òµ¨Şæ“(* 
f8e4m3fnxf8e4m3fn->f32¸¥÷ĞÂ)*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŠ«¸˜ÑÀ'*
f8e4m3fnxf8e5m2->bf16ÁüàÇ.*
f8e4m3fnxf8e5m2->f32î«ÁÙ¤×**#
f8e4m3fnxf8e5m2->f8e4m3fnÔËœµù)*!
f8e4m3fnxf8e5m2->f8e5m2Â’Åè '*
f8e5m2xf8e4m3fn->bf16êƒèÕ‡Ü-*
f8e5m2xf8e4m3fn->f32ÉÚ•©ÛØ#*#
f8e5m2xf8e4m3fn->f8e4m3fnŠµŒ©àé(*!
f8e5m2xf8e4m3fn->f8e5m2ÊÒ”¥©°'
†€€ €*
bf16xbf16->bf16œ«ş„ñ´?*
bf16xbf16->f32ÉÉÉÉÉ‡0*
f16xf16->f16‚¾ñêö>*
f16xf16->f32ÅÅ‡ ˆû,*
f32xf32->f32˜ˆ·ÃØõ*!
f8e4m3fnxf8e4m3fn->bf16ªºä¡M* 
f8e4m3fnxf8e4m3fn->f32šõüµê:*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÓš£Ñµá>*
f8e4m3fnxf8e5m2->bf16û°– ÚB*
f8e4m3fnxf8e5m2->f32¢ˆÍİ÷Š?*#
f8e4m3fnxf8e5m2->f8e4m3fnÿÑŠËØ;*!
f8e4m3fnxf8e5m2->f8e5m2¤ƒéÌ>*
f8e5m2xf8e4m3fn->bf16ÑÙÊÓ…‚M*
f8e5m2xf8e4m3fn->f32‘úê—çA*#
f8e5m2xf8e4m3fn->f8e4m3fnÒ€¢Š˜=*!
f8e5m2xf8e4m3fn->f8e5m2ó‡‹©†¤<
†€€ €*
bf16xbf16->bf16±«„šœáR*
bf16xbf16->f32¢ˆÍİ÷Š?*
f16xf16->f16‚š…Í²O*
f16xf16->f32ªÕªÕ‚Ê?*
f32xf32->f32³Ø¤Õ€Ñ*!
f8e4m3fnxf8e4m3fn->bf16Ä× ëÊY* 
f8e4m3fnxf8e4m3fn->f32½€†‹ŠÎ[*%
f8e4m3fnxf8e4m3fn->f8e4m3fnØÃ„õİöZ*
f8e4m3fnxf8e5m2->bf16ŸçÂ”°œi*
f8e4m3fnxf8e5m2->f32œ¯Ïœ›Šu*#
f8e4m3fnxf8e5m2->f8e4m3fn­—ïY*!
f8e4m3fnxf8e5m2->f8e5m2Ìô‡ÆËZ*
f8e5m2xf8e4m3fn->bf16„äµ¢ Êf*
f8e5m2xf8e4m3fn->f32»®¯¦€­r*#
f8e5m2xf8e4m3fn->f8e4m3fn­—ïY*!
f8e5m2xf8e4m3fn->f8e5m2Š‹ÀöY
‹€€  €*
bf16xbf16->bf16‚°ˆ´¿j*
bf16xbf16->f32˜¨‘Ü¥­^*
f16xf16->f16„Ò¿½m*
f16xf16->f32ÇƒÏµëY*
f32xf32->f32ûÄäËÀ¦*"
f8e4m3fnxf8e4m3fn->bf16¤’É¤’Á‹* 
f8e4m3fnxf8e4m3fn->f32 ÜĞæÉüm*%
f8e4m3fnxf8e4m3fn->f8e4m3fn£­ƒò¤Îj* 
f8e4m3fnxf8e5m2->bf16Ò„êÖ£*
f8e4m3fnxf8e5m2->f32€€€€ Ë˜*#
f8e4m3fnxf8e5m2->f8e4m3fnÇçåÚ¼¼f*!
f8e4m3fnxf8e5m2->f8e5m2Ë³õ±Ç°j* 
f8e5m2xf8e4m3fn->bf16œ¥óÅ¿ÂŠ*
f8e5m2xf8e4m3fn->f32¥êÖ¤íâ*#
f8e5m2xf8e4m3fn->f8e4m3fnÓÀÆÅÍj*!
f8e5m2xf8e4m3fn->f8e5m2È± ‚°·k
†€€ €*
bf16xbf16->bf16Ë’ì€â¤(*
bf16xbf16->f32ÅçµÖğ&*
f16xf16->f16ŠµŒ©àé(*
f16xf16->f32ûÓ†Ñ'*
f32xf32->f32ÔŒ•£¥â*!
f8e4m3fnxf8e4m3fn->bf16ÕªÕªµî2* 
f8e4m3fnxf8e4m3fn->f32¨ÅñéƒÇ(*%
f8e4m3fnxf8e4m3fn->f8e4m3fnî³Ÿ¶Æ°-*
f8e4m3fnxf8e5m2->bf16«Ç†È£·2*
f8e4m3fnxf8e5m2->f32¬Ö›¢©ï&*#
f8e4m3fnxf8e5m2->f8e4m3fn¸ö±Â³Ó2*!
f8e4m3fnxf8e5m2->f8e5m2Íµ³í¬•4*
f8e5m2xf8e4m3fn->bf16š×ïßŒÑ0*
f8e5m2xf8e4m3fn->f32ûÓ†Ñ'*#
f8e5m2xf8e4m3fn->f8e4m3fnÄÓ°×…-*!
f8e5m2xf8e4m3fn->f8e5m2›·îÜ¹ï/
†€€ €*
bf16xbf16->bf16–¢‰°‘7*
bf16xbf16->f32ò…ÛŠÔ‰3*
f16xf16->f16ÂÃğÔ5*
f16xf16->f32ÓĞÙ£øõ1*
f32xf32->f32§Ìƒ Ñ·*!
f8e4m3fnxf8e4m3fn->bf16î­¦Ì“ÃO* 
f8e4m3fnxf8e4m3fn->f32À½à™±¨I*%
f8e4m3fnxf8e4m3fn->f8e4m3fnªºä¡M*
f8e4m3fnxf8e5m2->bf16çÔÜîññJ*
f8e4m3fnxf8e5m2->f32ğé­ó‡­K*#
f8e4m3fnxf8e5m2->f8e4m3fn´¤ƒ N*!
f8e4m3fnxf8e5m2->f8e5m2À½à™±¨I*
f8e5m2xf8e4m3fn->bf16åëĞ¼Í§P*
f8e5m2xf8e4m3fn->f32¡–äÂì«B*#
f8e5m2xf8e4m3fn->f8e4m3fnäú²¿ÄL*!
f8e5m2xf8e4m3fn->f8e5m2¶²“›ÙıI
†€€ €*
bf16xbf16->bf16şÉÙØ´àS*
bf16xbf16->f32ÇªÑšÔF*
f16xf16->f16¤°ïí›çU*
f16xf16->f32 õÌ“á°G*
f32xf32->f32¶¼ˆàù÷*!
f8e4m3fnxf8e4m3fn->bf16ßÆ·æåöu* 
f8e4m3fnxf8e4m3fn->f32ØòñÔáÁe*%
f8e4m3fnxf8e4m3fn->f8e4m3fnöÔğ»Ät*
f8e4m3fnxf8e5m2->bf16„Œ¤ìÄ¾*
f8e4m3fnxf8e5m2->f32©ğå©ğÇ|*#
f8e4m3fnxf8e5m2->f8e4m3fná©–—Ÿt*!
f8e4m3fnxf8e5m2->f8e5m2Ù«Ï€–v*
f8e5m2xf8e4m3fn->bf16 šÈ†Ò™}*
f8e5m2xf8e4m3fn->f32€€€€€‰z*#
f8e5m2xf8e4m3fn->f8e4m3fnœÇãñÀl*!
f8e5m2xf8e4m3fn->f8e5m2¬Ä’à¢¼n
’€€ €*
bf16xbf16->bf16ÏĞ–à˜ñ†*
bf16xbf16->f32«íÌ÷•¸b*
f16xf16->f16ó‚‰¥Öt*
f16xf16->f32°Îî©Ó…f*
f32xf32->f32ÆãœÁöÛ*"
f8e4m3fnxf8e4m3fn->bf16â•İ·ÀŠ¦*!
f8e4m3fnxf8e4m3fn->f32æÛ†ÂÉ­*&
f8e4m3fnxf8e4m3fn->f8e4m3fn€€€€ Ë˜* 
f8e4m3fnxf8e5m2->bf16‡ å’ùÔ¨*
f8e4m3fnxf8e5m2->f32óœç¹ÎñÄ*$
f8e4m3fnxf8e5m2->f8e4m3fn‹²œÈšû‘*"
f8e4m3fnxf8e5m2->f8e5m2¦¿¼®èé˜* 
f8e5m2xf8e4m3fn->bf16â•İ·ÀŠ¦*
f8e5m2xf8e4m3fn->f32§ñ’ÃàÈ*$
f8e5m2xf8e4m3fn->f8e4m3fnì“ì“ì³—*"
f8e5m2xf8e4m3fn->f8e5m2§®†øÑ—
•€€  €*
bf16xbf16->bf16ÿÁ‹¦ú¨*
bf16xbf16->f32êŠ€§»‹*
f16xf16->f16„ÎÂ´®ä¦*
f16xf16->f32ĞÅºúß’„*
f32xf32->f32Œ¸¼×Å‹*"
f8e4m3fnxf8e4m3fn->bf16»„àèşÔ*!
f8e4m3fnxf8e4m3fn->f32€»›¬™ë³*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÛ®Şƒœš²* 
f8e4m3fnxf8e5m2->bf16é¤±¼È‘Ó*
f8e4m3fnxf8e5m2->f32‹Ñ¹ÖÁÒÿ*$
f8e4m3fnxf8e5m2->f8e4m3fnß·©µê°*"
f8e4m3fnxf8e5m2->f8e5m2¸âœ€Š½«* 
f8e5m2xf8e4m3fn->bf16ºŠŸêèÉ×*
f8e5m2xf8e4m3fn->f32ŠøÅ«¿Øû*$
f8e5m2xf8e4m3fn->f8e4m3fn¬ÌÎÅé©«*"
f8e5m2xf8e4m3fn->f8e5m2ß¸Å±„²
†€€ €*
bf16xbf16->bf16Ì²Ñ²šà2*
bf16xbf16->f32öƒ˜ÃËâ.*
f16xf16->f16ò—¸¸İÒ2*
f16xf16->f32ˆïµšÃö0*
f32xf32->f32š¬ÏÜ‘©*!
f8e4m3fnxf8e4m3fn->bf16œ«ş„ñ´?* 
f8e4m3fnxf8e4m3fn->f32Şá¾ÿö€H*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÔ´ÖÄ¿=*
f8e4m3fnxf8e5m2->bf16å¼¤ü°µ@*
f8e4m3fnxf8e5m2->f32øó¦¼½šJ*#
f8e4m3fnxf8e5m2->f8e4m3fnº³ê«Ê<*!
f8e4m3fnxf8e5m2->f8e5m2ª—±Ö…‘<*
f8e5m2xf8e4m3fn->bf16Ô´ÖÄ¿=*
f8e5m2xf8e4m3fn->f32ÎˆÆËÉÔJ*#
f8e5m2xf8e4m3fn->f8e4m3fn”øò”ø£>*!
f8e5m2xf8e4m3fn->f8e5m2œ¤ÊÎ€Æ:
‡€€ €*
bf16xbf16->bf16®ğ½ÇÀ›U*
bf16xbf16->f32û°– ÚB*
f16xf16->f16¦Ù¦Ù¦üF*
f16xf16->f32ë­ú¯è C*
f32xf32->f32×éˆ£Âº*!
f8e4m3fnxf8e4m3fn->bf16ªÕªÕêÜe* 
f8e4m3fnxf8e4m3fn->f32œ„‡á¡¨k*%
f8e4m3fnxf8e4m3fn->f8e4m3fnš”¯Ãòåf*
f8e4m3fnxf8e5m2->bf16›Üáî€i*
f8e4m3fnxf8e5m2->f32Úîà”òûƒ*#
f8e4m3fnxf8e5m2->f8e4m3fn·–ÏÄÌÖd*!
f8e4m3fnxf8e5m2->f8e5m2š”¯Ãòåf*
f8e5m2xf8e4m3fn->bf16Î¢™‚äh*
f8e5m2xf8e4m3fn->f32˜’”íøö{*#
f8e5m2xf8e4m3fn->f8e4m3fnšÌ´ìÜ®f*!
f8e5m2xf8e4m3fn->f8e5m2ğìã„ç¦e
‘€€ €*
bf16xbf16->bf16õŒ©±îşo*
bf16xbf16->f32ğ‹öÉÓò]*
f16xf16->f16Š¬ˆ×“x*
f16xf16->f32€¨Ç¦Ë›\*
f32xf32->f32ëîÈÿ©±*"
f8e4m3fnxf8e4m3fn->bf16œÇã±Å©*!
f8e4m3fnxf8e4m3fn->f32¥¸¡ŒŞ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnˆ™ï¨£* 
f8e4m3fnxf8e5m2->bf16òÖ˜Ó¶ø¨*
f8e4m3fnxf8e5m2->f32œ¨ôÌ£«Ï*$
f8e4m3fnxf8e5m2->f8e4m3fnªÔ±¤§£*"
f8e4m3fnxf8e5m2->f8e5m2¡•Æ§œ¢* 
f8e5m2xf8e4m3fn->bf16®Ó±‹ÿá­*
f8e5m2xf8e4m3fn->f32µ˜éØ¹İÌ*$
f8e5m2xf8e4m3fn->f8e4m3fnËÜµ˜è ›*"
f8e5m2xf8e4m3fn->f8e5m2©¬ááÄ‚
•€€ €*
bf16xbf16->bf16°¼«öó ¸*
bf16xbf16->f32©ÊÒ”¥Á*
f16xf16->f16Ø·ƒ¡×¤*
f16xf16->f32‡ø†Ó¶™*
f32xf32->f32çû¨é¹Ç*"
f8e4m3fnxf8e4m3fn->bf16½ÏçóÁè*!
f8e4m3fnxf8e4m3fn->f32‚œÅ²„ÈÑ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÄ¢½ïàôÕ* 
f8e4m3fnxf8e5m2->bf16¾‚Ò’çƒí*
f8e4m3fnxf8e5m2->f32ˆ·Ì´À¹*$
f8e4m3fnxf8e5m2->f8e4m3fn¼“šŒìØİ*"
f8e4m3fnxf8e5m2->f8e5m2 æô™İÙ* 
f8e5m2xf8e4m3fn->bf16—ì˜÷Ãøï*
f8e5m2xf8e4m3fn->f32ö¥èŞ„­¡*$
f8e5m2xf8e4m3fn->f8e4m3fnÁúˆ“Ú¸Ü*"
f8e5m2xf8e4m3fn->f8e5m2Ö½÷¡ŸÛß
•€€  €*
bf16xbf16->bf16ÚÎ²€©ê*
bf16xbf16->f32ã‘±ÿúÓ¥*
f16xf16->f16´¸ÃÏóİÙ*
f16xf16->f32åƒ»¨ë£*
f32xf32->f32Š·•ëô*"
f8e4m3fnxf8e4m3fn->bf16Û‚—©ÆÙ *!
f8e4m3fnxf8e4m3fn->f32ãË‰ÈÉ§ë*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÖ¾Ö€Ï×†* 
f8e4m3fnxf8e5m2->bf16Êø³”ñ‡›*
f8e4m3fnxf8e5m2->f32×Ù‡Ìˆ„‘*$
f8e4m3fnxf8e5m2->f8e4m3fnáè§“ëá„*"
f8e4m3fnxf8e5m2->f8e5m2ƒıÌºÊ„* 
f8e5m2xf8e4m3fn->bf16——¹€“®²*
f8e5m2xf8e4m3fn->f32ÌØõ’³˜*$
f8e5m2xf8e4m3fn->f8e4m3fnø‰é³ÉÁ‚*"
f8e5m2xf8e4m3fn->f8e5m2ÙÖêÆÜà„
†€€ €*
bf16xbf16->bf16¾óáæş9*
bf16xbf16->f32ƒ·£…ÍÁ9*
f16xf16->f16”¤®À×ûD*
f16xf16->f32”øò”ø£>*
f32xf32->f32ûäÑì¹”*!
f8e4m3fnxf8e4m3fn->bf16–å¤ŒI* 
f8e4m3fnxf8e4m3fn->f32îúÙ™†b*%
f8e4m3fnxf8e4m3fn->f8e4m3fnó­ƒáä–G*
f8e4m3fnxf8e5m2->bf16¶²“›ÙıI*
f8e4m3fnxf8e5m2->f32©ğå©ğÇ|*#
f8e4m3fnxf8e5m2->f8e4m3fn–å¤ŒI*!
f8e4m3fnxf8e5m2->f8e5m2 ä„Ó¦şH*
f8e5m2xf8e4m3fn->bf16Ä³Ç‰ç¾G*
f8e5m2xf8e4m3fn->f32ñññÆq*#
f8e5m2xf8e4m3fn->f8e4m3fn­Ø¬ù¯àI*!
f8e5m2xf8e4m3fn->f8e5m2 ä„Ó¦şH
‰€€ €*
bf16xbf16->bf16›Èëë­¬i*
bf16xbf16->f32—øã“ôŞW*
f16xf16->f16Ìô‡ÆËZ*
f16xf16->f32Èã˜‡áW*
f32xf32->f32Ó«×™¶*!
f8e4m3fnxf8e4m3fn->bf16­¿—ƒøõ{*!
f8e4m3fnxf8e4m3fn->f32Úøæ½…œ…*%
f8e4m3fnxf8e4m3fn->f8e4m3fnˆíÒ€äº{*
f8e4m3fnxf8e5m2->bf16­¿—ƒøõ{*
f8e4m3fnxf8e5m2->f32åƒÂì‡»Î*#
f8e4m3fnxf8e5m2->f8e4m3fnı´şå»y*!
f8e4m3fnxf8e5m2->f8e5m2ŠÛÛô–¯z*
f8e5m2xf8e4m3fn->bf16á·Ä‚¦îx*
f8e5m2xf8e4m3fn->f32¸¯…æ’İª*#
f8e5m2xf8e4m3fn->f8e4m3fnÚÊÉ¯´x*!
f8e5m2xf8e4m3fn->f8e5m2‘ˆÉÜªÓu
•€€ €*
bf16xbf16->bf16ï¥³ßË¦’*
bf16xbf16->f32ÇÓ¯€Œ*
f16xf16->f16ÿÆº†•Ş’*
f16xf16->f32«Ğô½¤ê‰*
f32xf32->f32éÚ…ÆÜ*"
f8e4m3fnxf8e4m3fn->bf16Ïæ‹©İÏ*!
f8e4m3fnxf8e4m3fn->f32®Ü‹÷âí²*&
f8e4m3fnxf8e4m3fn->f8e4m3fnãëË Ğ±©* 
f8e4m3fnxf8e5m2->bf16ˆ€¶æüÓĞ*
f8e4m3fnxf8e5m2->f32Ñ¨”ŠÅ‚¶*$
f8e4m3fnxf8e5m2->f8e4m3fn×ëÀ‡¾Å*"
f8e4m3fnxf8e5m2->f8e5m2ÎÀüŠÆ* 
f8e5m2xf8e4m3fn->bf16Ã´ã³ÊÍ*
f8e5m2xf8e4m3fn->f32ÛæÛ»ÑÇÏ*$
f8e5m2xf8e4m3fn->f8e4m3fnâ¹¨ùùåÀ*"
f8e5m2xf8e4m3fn->f8e5m2€€€€€¨Ã
•€€ €*
bf16xbf16->bf16ˆÇäô·Ü*
bf16xbf16->f32Ëæå¸€×Å*
f16xf16->f16šÖš¦Ç*
f16xf16->f32òëÎùÓéÂ*
f32xf32->f32 ªæÙ×«*"
f8e4m3fnxf8e4m3fn->bf16Ó‡‹îóÛ£*!
f8e4m3fnxf8e4m3fn->f32Úõô¶¯ƒ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¨›ˆµƒÑ™* 
f8e4m3fnxf8e5m2->bf16ÍğÏ‰şÙ¥*
f8e4m3fnxf8e5m2->f32ûÕğØÄİ*$
f8e4m3fnxf8e5m2->f8e4m3fn±ÂÊ›«*"
f8e4m3fnxf8e5m2->f8e5m2œä¡ò°* 
f8e5m2xf8e4m3fn->bf16ÏœÜŒğ£¯*
f8e5m2xf8e4m3fn->f32Ä»Ä»Ä›Æ*$
f8e5m2xf8e4m3fn->f8e4m3fnÉ ¯Ï¥‚˜*"
f8e5m2xf8e4m3fn->f8e5m2•³Ù«ğé•
•€€  €*
bf16xbf16->bf16£ñç™–ÒŸ*
bf16xbf16->f32¡°ëëÒæ*
f16xf16->f16Şèõ¬™‡ÿ*
f16xf16->f32ä×ÇÈÌ©Ş*
f32xf32->f32¶Á¤Ñáï*"
f8e4m3fnxf8e4m3fn->bf16Ç‘€Ä‚Äü*!
f8e4m3fnxf8e4m3fn->f32Òÿö²¶Û–*&
f8e4m3fnxf8e4m3fn->f8e4m3fnœ™ÜÎÃƒá* 
f8e4m3fnxf8e5m2->bf16ˆ›åÛæœ†*
f8e4m3fnxf8e5m2->f32É«©º§Ğ*$
f8e4m3fnxf8e5m2->f8e4m3fnğÊ¡•îáÜ*"
f8e4m3fnxf8e5m2->f8e5m2ÓèıÊŒîà* 
f8e5m2xf8e4m3fn->bf16íÂÿ²¨–‚*
f8e5m2xf8e4m3fn->f32É«©º§Ğ*$
f8e5m2xf8e4m3fn->f8e4m3fnöí¡¨àŠİ*"
f8e5m2xf8e4m3fn->f8e5m2¿ôÇşèß
”€€ € *
bf16xbf16->bf16ë‡›õ©úˆ*
bf16xbf16->f32á¯§¡“‘†*
f16xf16->f16–È¿ßÆ²|*
f16xf16->f32–€Ñ÷ é‡*
f32xf32->f32¢ôÕáØš$*"
f8e4m3fnxf8e4m3fn->bf16ç˜ç˜ç ½*!
f8e4m3fnxf8e4m3fn->f32—ÈÀ•ƒ®Á*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¦¦¦¦¦À* 
f8e4m3fnxf8e5m2->bf16”¯ÃòµÁ*
f8e4m3fnxf8e5m2->f32ÆüÇ±ÅçÈ*$
f8e4m3fnxf8e5m2->f8e4m3fnÕªÕªÕÂÅ*"
f8e4m3fnxf8e5m2->f8e5m2À§·ÍŸ´­* 
f8e5m2xf8e4m3fn->bf16ñäÃÖçœ°*
f8e5m2xf8e4m3fn->f32úÀÊ³·Á£*$
f8e5m2xf8e4m3fn->f8e4m3fnÏœÜŒğ£¯*"
f8e5m2xf8e4m3fn->f8e5m2ÒÁ´€¹
€€ € *
bf16xbf16->bf16ÿ‚òü¬ß€*
bf16xbf16->f32çäƒ¹şÙs*
f16xf16->f16˜àçƒ×z*
f16xf16->f32®õÃ³‡Õm*
f32xf32->f32åËô¼îÔ*"
f8e4m3fnxf8e4m3fn->bf16£ğ¾„î‡‰*!
f8e4m3fnxf8e4m3fn->f32€’ÑÑã”¼*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¹’Ÿ§ò³* 
f8e4m3fnxf8e5m2->bf16…ƒæ™àÖˆ*
f8e4m3fnxf8e5m2->f32ŒÀôúìÒŸ*$
f8e4m3fnxf8e5m2->f8e4m3fnØë™Ê€*"
f8e4m3fnxf8e5m2->f8e5m2êŠ€§»‹* 
f8e5m2xf8e4m3fn->bf16îÉñàõƒ‚*
f8e5m2xf8e4m3fn->f32ºÿÀóÖ ”*#
f8e5m2xf8e4m3fn->f8e4m3fn„ƒŸÜ‚Ş*!
f8e5m2xf8e4m3fn->f8e5m2ô½¦¢ïÓ
•€€ € *
bf16xbf16->bf16¥¬š”¢Œ¥*
bf16xbf16->f32Ä”·é½–Ÿ*
f16xf16->f16âùµæáş£*
f16xf16->f32€Ä›¦šàœ*
f32xf32->f32¾»¬ğ*"
f8e4m3fnxf8e4m3fn->bf16ñÙªóà´*!
f8e4m3fnxf8e4m3fn->f32ƒ‹™§Ğé*&
f8e4m3fnxf8e4m3fn->f8e4m3fn˜íØ©é¥ä* 
f8e4m3fnxf8e5m2->bf16ÀÌ”ŞÀÌ³*
f8e4m3fnxf8e5m2->f32¶ŞÜÈºø³*$
f8e4m3fnxf8e5m2->f8e4m3fn»üõøëá*"
f8e4m3fnxf8e5m2->f8e5m2‚ğì‡×Ğã* 
f8e5m2xf8e4m3fn->bf16¤ˆÁ‘®Á´*
f8e5m2xf8e4m3fn->f32òàÙ‹®½³*$
f8e5m2xf8e4m3fn->f8e4m3fnÏÙ‹ÚõÃ²*"
f8e5m2xf8e4m3fn->f8e5m2î‘Éüäå±
•€€ € *
bf16xbf16->bf16İşÓ£‘úÑ*
bf16xbf16->f32›çÃêÙ*
f16xf16->f16ç’ùˆ˜ İ*
f16xf16->f32ùùÓÜ‘„Ì*
f32xf32->f32‚ë˜ò¯ë*"
f8e4m3fnxf8e4m3fn->bf16éÂ–ÆÊÍ*!
f8e4m3fnxf8e4m3fn->f32›Çöë‰Ë§*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¦®Á˜¹Ì* 
f8e4m3fnxf8e5m2->bf16ßğçš­Ö*
f8e4m3fnxf8e5m2->f32ı™Ğ¤›Ñ…*$
f8e4m3fnxf8e5m2->f8e4m3fn¸à‡œ¸Î*"
f8e4m3fnxf8e5m2->f8e5m2¼à°‹İ€Ï* 
f8e5m2xf8e4m3fn->bf16Ô±¦¼ğ…Ö*
f8e5m2xf8e4m3fn->f32åÚ›Ìê„„*$
f8e5m2xf8e4m3fn->f8e4m3fn–Æ´ÎàÊ*"
f8e5m2xf8e4m3fn->f8e5m2ÛşÀœş¤Î
•€€  € *
bf16xbf16->bf16üÖÿ„Ô²¿*
bf16xbf16->f32Ø‘†Òû»Œ*
f16xf16->f16‹â“úü‘*
f16xf16->f32ĞÂÕÉ¦™„*
f32xf32->f32éáççñ¥*"
f8e4m3fnxf8e4m3fn->bf16¾™™Ø´ø´*!
f8e4m3fnxf8e4m3fn->f32ÃÕ¤õ¦Æ¾*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¶ŒíÎ†œ* 
f8e4m3fnxf8e5m2->bf16¬õœ¦ÿç´*
f8e4m3fnxf8e5m2->f32‘åÀ§·Íƒ*$
f8e4m3fnxf8e5m2->f8e4m3fn‘ßšàúˆ˜*"
f8e4m3fnxf8e5m2->f8e5m2³ßôê›* 
f8e5m2xf8e4m3fn->bf16’Š¶¬ä‚²*
f8e5m2xf8e4m3fn->f32òı¾óíŞõ*$
f8e5m2xf8e4m3fn->f8e4m3fnÊ·äŸŒå–*"
f8e5m2xf8e4m3fn->f8e5m2Ûº¯Ÿ³å
†€ € €*
bf16xbf16->bf16úéõÓëµ(*
bf16xbf16->f32Ó¬Ó¬“¾#*
f16xf16->f16ÔËœµù)*
f16xf16->f32öìÃó‰ı"*
f32xf32->f32ØìøÍ¡†*!
f8e4m3fnxf8e4m3fn->bf16ò…ÛŠÔ‰3* 
f8e4m3fnxf8e4m3fn->f32Š«¸˜ÑÀ'*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŠµŒ©àé(*
f8e4m3fnxf8e5m2->bf16ÕªÕªµî2*
f8e4m3fnxf8e5m2->f32¢›üüã$*#
f8e4m3fnxf8e5m2->f8e4m3fnØ•‚Î°)*!
f8e4m3fnxf8e5m2->f8e5m2Ø•‚Î°)*
f8e5m2xf8e4m3fn->bf16‡œğÀƒç)*
f8e5m2xf8e4m3fn->f32¯Ú‘ğğ–#*#
f8e5m2xf8e4m3fn->f8e4m3fn¨ÅñéƒÇ(*!
f8e5m2xf8e4m3fn->f8e5m2Ø•‚Î°)
†€ € €*
bf16xbf16->bf16€€€€À„=*
bf16xbf16->f32™àèˆü2*
f16xf16->f16´¯ÂöåÁ8*
f16xf16->f32õÖÛîºã/*
f32xf32->f32Ù‚‡ßÍ*!
f8e4m3fnxf8e4m3fn->bf16øó¦¼½šJ* 
f8e4m3fnxf8e4m3fn->f32ë­ú¯è C*%
f8e4m3fnxf8e4m3fn->f8e4m3fn”¤®À×ûD*
f8e4m3fnxf8e5m2->bf16ÎˆÆËÉÔJ*
f8e4m3fnxf8e5m2->f32œ«ş„ñ´?*#
f8e4m3fnxf8e5m2->f8e4m3fnªÕªÕªA*!
f8e4m3fnxf8e5m2->f8e5m2¤“Í´ÒñB*
f8e5m2xf8e4m3fn->bf16Ä¶øùÇH*
f8e5m2xf8e4m3fn->f32…›æış;*#
f8e5m2xf8e4m3fn->f8e4m3fn‘úê—çA*!
f8e5m2xf8e4m3fn->f8e5m2™ÔÈúá@
†€ € €*
bf16xbf16->bf16„ŞÎ²—èU*
bf16xbf16->f32Ò÷Ó¾œ C*
f16xf16->f16”Öğ°¢O*
f16xf16->f32ÇÎˆ‚ìÛA*
f32xf32->f32ÍéàéğÆ*!
f8e4m3fnxf8e4m3fn->bf16›ëæÚÙªh* 
f8e4m3fnxf8e4m3fn->f32„ğğ…“ìj*%
f8e4m3fnxf8e4m3fn->f8e4m3fnáŠğäÚÁU*
f8e4m3fnxf8e5m2->bf16›½Ó·ú’j*
f8e4m3fnxf8e5m2->f32œÇãñÀl*#
f8e4m3fnxf8e5m2->f8e4m3fnåÄêÏ‰ò]*!
f8e4m3fnxf8e5m2->f8e5m2Ã‡üàY*
f8e5m2xf8e4m3fn->bf16š”¯Ãòåf*
f8e5m2xf8e4m3fn->f32èïìºèŸp*#
f8e5m2xf8e4m3fn->f8e4m3fn‘Şë´†ía*!
f8e5m2xf8e4m3fn->f8e5m2ˆ¡¦á®‹Z
Œ€ € €*
bf16xbf16->bf16 ÜĞæÉüm*
bf16xbf16->f32ïçÙÖÛó^*
f16xf16->f16™Â¸Ú°l*
f16xf16->f32Ÿ½Ü¹]*
f32xf32->f32¶ùşßµ±*"
f8e4m3fnxf8e4m3fn->bf16¤’É¤’Á‹*!
f8e4m3fnxf8e4m3fn->f32šöá¬À´…*%
f8e4m3fnxf8e4m3fn->f8e4m3fn»ªÑÚ”¾r* 
f8e4m3fnxf8e5m2->bf16¥ü™ÊøÃ*
f8e4m3fnxf8e5m2->f32¦øç„ÿì’*#
f8e4m3fnxf8e5m2->f8e4m3fnèŞ„íËƒq*!
f8e4m3fnxf8e5m2->f8e5m2íğóóÈs* 
f8e5m2xf8e4m3fn->bf16…°ò­€ãˆ*
f8e5m2xf8e4m3fn->f32Å®ô¢×ÛŠ*#
f8e5m2xf8e4m3fn->f8e4m3fnúôØîáèq*!
f8e5m2xf8e4m3fn->f8e5m2ÚŠŸÌ¸îo
Œ€ €  €*
bf16xbf16->bf16½¹»¡©Ãz*
bf16xbf16->f32¾»ÀõÑÀ_*
f16xf16->f16–Àêy*
f16xf16->f32òµ•†šÅb*
f32xf32->f32“…“±úƒ*"
f8e4m3fnxf8e4m3fn->bf16¾¹æ†Ÿƒ£*!
f8e4m3fnxf8e4m3fn->f32šßçŞ­Ñš*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÑ¦ù¾İÛ|* 
f8e4m3fnxf8e5m2->bf16¡•Æ§œ¢*
f8e4m3fnxf8e5m2->f32ÿá³«¯Ï»*#
f8e4m3fnxf8e5m2->f8e4m3fn¹ªµ’«â{*!
f8e4m3fnxf8e5m2->f8e5m2…üâÕŸì}* 
f8e5m2xf8e4m3fn->bf16ÓÚñúò–Ÿ*
f8e5m2xf8e4m3fn->f32‡àËôÑ‰®*#
f8e5m2xf8e4m3fn->f8e4m3fnÎÊ” Â×z*!
f8e5m2xf8e4m3fn->f8e5m2˜«ô·¸ö{
†€ € €*
bf16xbf16->bf16¿şº 8*
bf16xbf16->f32Íµ³í¬•4*
f16xf16->f16ºÆÔ˜·ÿ7*
f16xf16->f32àÆÑíéÀ3*
f32xf32->f32çÿ‹³ó*!
f8e4m3fnxf8e4m3fn->bf16õÓë§×ëP* 
f8e4m3fnxf8e4m3fn->f32Ã¤‚ˆ›ÓH*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¥ª°€¥‚H*
f8e4m3fnxf8e5m2->bf16î­¦Ì“ÃO*
f8e4m3fnxf8e5m2->f32ªºä¡M*#
f8e4m3fnxf8e5m2->f8e4m3fn¦Ù¦Ù¦üF*!
f8e4m3fnxf8e5m2->f8e5m2Ä¶øùÇH*
f8e5m2xf8e4m3fn->bf16–¥ØÄÉP*
f8e5m2xf8e4m3fn->f32­¿¥µÓ=*#
f8e5m2xf8e4m3fn->f8e4m3fnÏÿ°Ïÿ¸H*!
f8e5m2xf8e4m3fn->f8e5m2à¶Î®åÇF
ˆ€ € €*
bf16xbf16->bf16ì›ÏÁĞ«R*
bf16xbf16->f32íÙ‡ç“úE*
f16xf16->f16„ŞÎ²—èU*
f16xf16->f32éÒ¥Ë–çG*
f32xf32->f32ÉÕ†¤£Ù*!
f8e4m3fnxf8e4m3fn->bf16…ø‹îÚ¿~* 
f8e4m3fnxf8e4m3fn->f32á·Ä‚¦îx*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¼øğñr* 
f8e4m3fnxf8e5m2->bf16ƒÖˆ×Õ©„*
f8e4m3fnxf8e5m2->f32õÕ¦›÷ô{*#
f8e4m3fnxf8e5m2->f8e4m3fn¬Ä’à¢¼n*!
f8e4m3fnxf8e5m2->f8e5m2ıºæÃÍıs* 
f8e5m2xf8e4m3fn->bf16Â¬È…Ù×„*
f8e5m2xf8e4m3fn->f32Û¿åÄÂÆk*#
f8e5m2xf8e4m3fn->f8e4m3fnŞ•û¹È”s*!
f8e5m2xf8e4m3fn->f8e5m2Á…ÇÌ“èt
’€ € €*
bf16xbf16->bf16£¸ÓŠ„¹‡*
bf16xbf16->f32®šÉã¬°p*
f16xf16->f16–È¿ßÆ²|*
f16xf16->f32ÈÍİée*
f32xf32->f32ï™‘íš*"
f8e4m3fnxf8e4m3fn->bf16ÛÇßÅ½Õ¤*!
f8e4m3fnxf8e4m3fn->f32›¦Øú“‘­*&
f8e4m3fnxf8e4m3fn->f8e4m3fn×Â¡ËõÜ* 
f8e4m3fnxf8e5m2->bf16Ğóê×éáš*
f8e4m3fnxf8e5m2->f32…¡‹¶ÉÜº*$
f8e4m3fnxf8e5m2->f8e4m3fn¼‹Š‹ø÷–*"
f8e4m3fnxf8e5m2->f8e5m2½ åÙÛà‘* 
f8e5m2xf8e4m3fn->bf16ŠÊ”¢»€*
f8e5m2xf8e4m3fn->f32±åã©ÃƒË*$
f8e5m2xf8e4m3fn->f8e4m3fnÏ©¹İãã•*"
f8e5m2xf8e4m3fn->f8e5m2€’„Ïï¬‰
•€ € €*
bf16xbf16->bf16èÅ®ô¢Ç±*
bf16xbf16->f32–šİáÙâ…*
f16xf16->f16«øŠŞÂ÷¦*
f16xf16->f32üÿª»ËË„*
f32xf32->f32íÎ ·¯•*"
f8e4m3fnxf8e4m3fn->bf16‚«¿®ÖÅ*!
f8e4m3fnxf8e4m3fn->f32ó¥œìæÍ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn—º´ø‡¶¸* 
f8e4m3fnxf8e5m2->bf16ŸÃÜ“ıÉ*
f8e4m3fnxf8e5m2->f32åà¨ÀÃöò*$
f8e4m3fnxf8e5m2->f8e4m3fnÅò÷Å¶°*"
f8e4m3fnxf8e5m2->f8e5m2è—è—è×µ* 
f8e5m2xf8e4m3fn->bf16éŒ÷Ñ¯ÚÇ*
f8e5m2xf8e4m3fn->f32—ì˜÷Ãøï*$
f8e5m2xf8e4m3fn->f8e4m3fn‰¼óîéØ²*"
f8e5m2xf8e4m3fn->f8e5m2¾±“‰¬Ş·
•€ €  €*
bf16xbf16->bf16‚è«ÆÓò½*
bf16xbf16->f32ëˆÒé™„*
f16xf16->f16‹‹¦Ö¾ô·*
f16xf16->f32ŞäÇ€…Ôƒ*
f32xf32->f32„‘Åß“‡*"
f8e4m3fnxf8e4m3fn->bf16ŸÇ£ßß§í*!
f8e4m3fnxf8e4m3fn->f32É·Š¬ÛÂû*&
f8e4m3fnxf8e4m3fn->f8e4m3fn…ÍÂÀ¾Æ* 
f8e4m3fnxf8e5m2->bf16¯€ù«Şì*
f8e4m3fnxf8e5m2->f32½œ…é’Û¬*$
f8e4m3fnxf8e5m2->f8e4m3fnÖ¼ùÈã—Å*"
f8e4m3fnxf8e5m2->f8e5m2³Ää²Ò×Å* 
f8e5m2xf8e4m3fn->bf16ú­‹…õî*
f8e5m2xf8e4m3fn->f32ÓòºÇÇ«*$
f8e5m2xf8e4m3fn->f8e4m3fn‚Üõ³³ŒÄ*"
f8e5m2xf8e4m3fn->f8e5m2ÎÀüŠÆ
†€ € €*
bf16xbf16->bf16û»§®—S*
bf16xbf16->f32ñ¸œÇèC*
f16xf16->f16Û…ËüŠÆH*
f16xf16->f32ò¬çÓü”C*
f32xf32->f32ó·¬†ø*!
f8e4m3fnxf8e4m3fn->bf16 ½Ä‰­œn* 
f8e4m3fnxf8e4m3fn->f32²°”à¡»y*%
f8e4m3fnxf8e4m3fn->f8e4m3fnê¦È±†»a*
f8e4m3fnxf8e5m2->bf16 ½Ä‰­œn*
f8e4m3fnxf8e5m2->f32…ø‹îÚ¿~*#
f8e4m3fnxf8e5m2->f8e4m3fn´Æûè—íc*!
f8e4m3fnxf8e5m2->f8e5m2À£ÛÓg*
f8e5m2xf8e4m3fn->bf16œ„‡á¡¨k*
f8e5m2xf8e4m3fn->f32Ç×‰Ã«›v*#
f8e5m2xf8e4m3fn->f8e4m3fnğìã„ç¦e*!
f8e5m2xf8e4m3fn->f8e5m2•½ÄŠ¼d
‘€ € €*
bf16xbf16->bf16èŞ„íËƒq*
bf16xbf16->f32™Â¸Ú°l*
f16xf16->f16÷êÇ™õçq*
f16xf16->f32§ÚëÃ¤Ìn*
f32xf32->f32¸´ªÿ¬­*"
f8e4m3fnxf8e4m3fn->bf16í¶Ûí¶±®*!
f8e4m3fnxf8e4m3fn->f32‹¥êçÄ¬*&
f8e4m3fnxf8e4m3fn->f8e4m3fn±ğŠëÈŸ* 
f8e4m3fnxf8e5m2->bf16ˆ¼å®Ğ«*
f8e4m3fnxf8e5m2->f32æ€££„ğË*$
f8e4m3fnxf8e5m2->f8e4m3fn°ŠùÙîú¤*"
f8e4m3fnxf8e5m2->f8e5m2ªÕªÕªá¢* 
f8e5m2xf8e4m3fn->bf16Î­æÕğ±*
f8e5m2xf8e4m3fn->f32«šúˆ•øÈ*$
f8e5m2xf8e4m3fn->f8e4m3fnğè­æ¹­ *"
f8e5m2xf8e4m3fn->f8e5m2ı…Ú™®‘¡
•€ € €*
bf16xbf16->bf16ü¢ÓÈÃ€µ*
bf16xbf16->f32›Š›¯œ*
f16xf16->f16¿îùß˜›§*
f16xf16->f32‡ø†Ó¶™*
f32xf32->f32¼ãÍÛëª*"
f8e4m3fnxf8e4m3fn->bf16ùŞÚÅÜå*!
f8e4m3fnxf8e4m3fn->f32©İÄÙ–Äğ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnåƒÂì‡»Î* 
f8e4m3fnxf8e5m2->bf16¦Ú¤Ü¢Şê*
f8e4m3fnxf8e5m2->f32âšà•Ö‘¿*$
f8e4m3fnxf8e5m2->f8e4m3fn±ñòßò¸Ğ*"
f8e4m3fnxf8e5m2->f8e5m2¾ÓĞú°ôÒ* 
f8e5m2xf8e4m3fn->bf16Ü•´†æ*
f8e5m2xf8e4m3fn->f32§ƒŞ€œ˜*$
f8e5m2xf8e4m3fn->f8e4m3fn‚ëÄÔíÕ¿*"
f8e5m2xf8e4m3fn->f8e5m2·¸Ã›ÜÒ
•€ € €*
bf16xbf16->bf16ï ¡¾½ƒì*
bf16xbf16->f32Ìù¾½ğ¨*
f16xf16->f16àÂí”¹íÙ*
f16xf16->f32çã¿Ñµú¤*
f32xf32->f32¹åøàú”*"
f8e4m3fnxf8e4m3fn->bf16®êœ§’*!
f8e4m3fnxf8e4m3fn->f32ô—ĞßÀş¯*&
f8e4m3fnxf8e4m3fn->f8e4m3fnò¼ë®æòƒ* 
f8e4m3fnxf8e5m2->bf16ç¨‰™‡ù*
f8e4m3fnxf8e5m2->f32¿ÆÒëÚé…*$
f8e4m3fnxf8e5m2->f8e4m3fn½ÈĞëÕ¦ÿ*"
f8e4m3fnxf8e5m2->f8e5m2óŸ„* 
f8e5m2xf8e4m3fn->bf16®Îä›¢*
f8e5m2xf8e4m3fn->f32ââå¿åñ *$
f8e5m2xf8e4m3fn->f8e4m3fnÁ´¤³ú*"
f8e5m2xf8e4m3fn->f8e5m2ö‰˜·ÏÀü
•€ €  €*
bf16xbf16->bf16©“•¤û*
bf16xbf16->f32šçêÿ„§*
f16xf16->f16Â¹±ÀËæ*
f16xf16->f32éÌñ”èı©*
f32xf32->f32ˆ¶Æâ°*"
f8e4m3fnxf8e4m3fn->bf16íòÜåÑ°º*!
f8e4m3fnxf8e4m3fn->f32Íˆ‘™ÒÇ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnï»‰”¢›* 
f8e4m3fnxf8e5m2->bf16‘ıà¤™¾*
f8e4m3fnxf8e5m2->f32²Éş£Ôá*$
f8e4m3fnxf8e5m2->f8e4m3fnÅªÁÉàµ˜*"
f8e4m3fnxf8e5m2->f8e5m2æŒ·¥¸¥œ* 
f8e5m2xf8e4m3fn->bf16§Û¹ˆÓÁº*
f8e5m2xf8e4m3fn->f32§ÌêÎ§úë*$
f8e5m2xf8e4m3fn->f8e4m3fnËÅ³Ó˜*"
f8e5m2xf8e4m3fn->f8e5m2ÊğÂ˜¼¼›
‰€ € €*
bf16xbf16->bf16ŠáÕÄ¸V*
bf16xbf16->f32ñÈ˜˜¢W*
f16xf16->f16ˆ«”Ÿ¢[*
f16xf16->f32åÍ”İù¹X*
f32xf32->f32ˆ£ªÂ”¹*!
f8e4m3fnxf8e4m3fn->bf16 ŠÀÇœz*!
f8e4m3fnxf8e4m3fn->f32–“‹¹€‘ª*%
f8e4m3fnxf8e4m3fn->f8e4m3fnˆíÒ€äº{*
f8e4m3fnxf8e5m2->bf16 ¨òÎ¢ëz*
f8e4m3fnxf8e5m2->f32°¼«öó ¸*#
f8e4m3fnxf8e5m2->f8e4m3fn‹¶Ìû¡üw*!
f8e4m3fnxf8e5m2->f8e5m2ŞÙœé´Óv*
f8e5m2xf8e4m3fn->bf16¾áÉòêá{*
f8e5m2xf8e4m3fn->f32Éø…Èùñ¼*#
f8e5m2xf8e4m3fn->f8e4m3fnÙ«Ï€–v*!
f8e5m2xf8e4m3fn->f8e5m2„ÓÎªğÃw
•€ € €*
bf16xbf16->bf16´Ò°ßôÄ‘*
bf16xbf16->f32¬ó‚·ÛŠ*
f16xf16->f16¿®ÀŸä*
f16xf16->f32£ğ¾„î‡‰*
f32xf32->f32î¾Ş˜€‹*"
f8e4m3fnxf8e4m3fn->bf16‹»µÀ¡×Ò*!
f8e4m3fnxf8e4m3fn->f32¢ÒÓÉÿÊë*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÚ™Ç‰°Í* 
f8e4m3fnxf8e5m2->bf16·¸Ã›ÜÒ*
f8e4m3fnxf8e5m2->f32ˆè”„´Ê½*$
f8e4m3fnxf8e5m2->f8e4m3fn¥¯ÊåÇÉ*"
f8e4m3fnxf8e5m2->f8e5m2ëĞ—Ì˜çÊ* 
f8e5m2xf8e4m3fn->bf16ªå÷ĞßÔ*
f8e5m2xf8e4m3fn->f32áê†Ï„ë™*$
f8e5m2xf8e4m3fn->f8e4m3fnÂ‰ï¹âÉ*"
f8e5m2xf8e4m3fn->f8e5m2ëìƒ¦„ÂÈ
•€ € €*
bf16xbf16->bf16ŞöÆüÏŠÛ*
bf16xbf16->f32èêË€Ú×Æ*
f16xf16->f16âêñì‚Ë*
f16xf16->f32…­ÙÚ÷µÀ*
f32xf32->f32ˆ©šú‚“*"
f8e4m3fnxf8e4m3fn->bf16ô‰·­¤ˆ*!
f8e4m3fnxf8e4m3fn->f32‰ù…ÁÆç³*&
f8e4m3fnxf8e4m3fn->f8e4m3fnİˆ¦Ş´ºŠ* 
f8e4m3fnxf8e5m2->bf16°ÌÈ°ô‹*
f8e4m3fnxf8e5m2->f32ÛÊäß³öŠ*$
f8e4m3fnxf8e5m2->f8e4m3fnê¢È¿Íİ‰*"
f8e4m3fnxf8e5m2->f8e5m2µìÃÙ€éŠ* 
f8e5m2xf8e4m3fn->bf16–ÀâèïÜ‹*
f8e5m2xf8e4m3fn->f32ÕªÕªÕêˆ*$
f8e5m2xf8e4m3fn->f8e4m3fnë–Ó§„†‡*"
f8e5m2xf8e4m3fn->f8e5m2‡™š¡‘¯‹
•€ € €*
bf16xbf16->bf16Å«Ç’‡›*
bf16xbf16->f32™à¶Æ²ê*
f16xf16->f16Şáó’ıÑÿ*
f16xf16->f32Àş–öıÔÁ*
f32xf32->f32¿‡ëóëò*"
f8e4m3fnxf8e4m3fn->bf16µÑÕüôô*!
f8e4m3fnxf8e4m3fn->f32ùëÄù¹¶*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÏ„îÜÚ×* 
f8e4m3fnxf8e5m2->bf16üÂóÿŸëó*
f8e4m3fnxf8e5m2->f32‘ğ…ŒßÕ*$
f8e4m3fnxf8e5m2->f8e4m3fn—ŠÖâ³ÍÕ*"
f8e4m3fnxf8e5m2->f8e5m2ã •«ÒÒ* 
f8e5m2xf8e4m3fn->bf16È ë‹±ßí*
f8e5m2xf8e4m3fn->f32è¸ëÛå†ê*$
f8e5m2xf8e4m3fn->f8e4m3fnÇûÌ´¨ÕÓ*"
f8e5m2xf8e4m3fn->f8e5m2ËüºÏÉßÕ
•€ €  €*
bf16xbf16->bf16óÍÆİé®§*
bf16xbf16->f32¿ÚŠÕ–ñì*
f16xf16->f16Ï©¤âµƒ*
f16xf16->f32øæá¡ÜËæ*
f32xf32->f32ä÷ë©õ*"
f8e4m3fnxf8e4m3fn->bf16¨¦ÙÌ·†*!
f8e4m3fnxf8e4m3fn->f32×À‡…®¤*&
f8e4m3fnxf8e4m3fn->f8e4m3fnş›üœ¹ºë* 
f8e4m3fnxf8e5m2->bf16ı­ìû©ƒ*
f8e4m3fnxf8e5m2->f32ç­ş¥º»º*$
f8e4m3fnxf8e5m2->f8e4m3fnÛ¸„äóÌ*"
f8e4m3fnxf8e5m2->f8e5m2‹ÏÄÛÚÃ* 
f8e5m2xf8e4m3fn->bf16¬–¶•²Ù¬*
f8e5m2xf8e4m3fn->f32’Î¤òÊ­·*$
f8e5m2xf8e4m3fn->f8e4m3fnÕªÕªÕªÁ*"
f8e5m2xf8e4m3fn->f8e5m2ãµ˜¶‘­Å
€ € € *
bf16xbf16->bf16¥ß–ıÚÔ~*
bf16xbf16->f32å¤Üƒçèr*
f16xf16->f16†‰‚áƒƒu*
f16xf16->f32ô¥Ù‡‚¾q*
f32xf32->f32¸ñÔÕ Ú*"
f8e4m3fnxf8e4m3fn->bf16™Ä™Ä™”€*!
f8e4m3fnxf8e4m3fn->f32‡¢ƒíÕ¨í*&
f8e4m3fnxf8e4m3fn->f8e4m3fn™Ä™Ä™”€* 
f8e4m3fnxf8e5m2->bf16Èåãª¡*
f8e4m3fnxf8e5m2->f32ƒøÕóáÒ”*$
f8e4m3fnxf8e5m2->f8e4m3fn‹Ğñîº…*!
f8e4m3fnxf8e5m2->f8e5m2§à‘†šÊ~* 
f8e5m2xf8e4m3fn->bf16ó—è·€*
f8e5m2xf8e4m3fn->f32¡‹õô¿¥ˆ*#
f8e5m2xf8e4m3fn->f8e4m3fnÑ½ÒÓß~*!
f8e5m2xf8e4m3fn->f8e5m2…üâÕŸì}
•€ € € *
bf16xbf16->bf16ØÎÿúÌúŸ*
bf16xbf16->f32˜É¹´€¨œ*
f16xf16->f16éúãºİ´¡*
f16xf16->f32Ñ›Æš’ñš*
f32xf32->f32áß´€ÌŸ*"
f8e4m3fnxf8e4m3fn->bf16ƒ‹™§Ğé*!
f8e4m3fnxf8e4m3fn->f32¨Ç¹ºŠÂµ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnçÓ—Âá®ã* 
f8e4m3fnxf8e5m2->bf16°ƒ›ØÁå*
f8e4m3fnxf8e5m2->f32÷Æı¢Îñ*$
f8e4m3fnxf8e5m2->f8e4m3fnÁÇìˆöŒã*"
f8e4m3fnxf8e5m2->f8e5m2Ûß‹Ù¢á* 
f8e5m2xf8e4m3fn->bf16€¡•Ğô¶ä*
f8e5m2xf8e4m3fn->f32—Œµ…´‚Ë*$
f8e5m2xf8e4m3fn->f8e4m3fnÔÊƒî¡¿©*"
f8e5m2xf8e4m3fn->f8e5m2ÔëòàÍ•ä
•€ € € *
bf16xbf16->bf16ŞÑˆıŸ¦ä*
bf16xbf16->f32ºı½Œ’Û*
f16xf16->f16¾üÚ‘Ø*
f16xf16->f32…­Èª™÷×*
f32xf32->f32ª†²²úã*"
f8e4m3fnxf8e4m3fn->bf16¼Ä®Å¼¬*!
f8e4m3fnxf8e4m3fn->f32µĞ§æÛûŒ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn€öçÄ¡¥* 
f8e4m3fnxf8e5m2->bf16Ã‚ÜòŸä«*
f8e4m3fnxf8e5m2->f32·Ûí¶ÛÅ¹*$
f8e4m3fnxf8e5m2->f8e4m3fn¡øŸ¼—¯§*"
f8e4m3fnxf8e5m2->f8e5m2İ²ñÏ’§* 
f8e5m2xf8e4m3fn->bf16›“ÀÆŒú©*
f8e5m2xf8e4m3fn->f32¹ß”ÿÌ½®*$
f8e5m2xf8e4m3fn->f8e4m3fnòı¶¾‰ ¦*"
f8e5m2xf8e4m3fn->f8e5m2î½öãæˆÖ
•€ € € *
bf16xbf16->bf16Æ¬ŠÆ´*
bf16xbf16->f32éàñÍ×ó*
f16xf16->f16˜…†™­‘*
f16xf16->f32Ö˜í”Í†*
f32xf32->f32‹¿Â¾•*"
f8e4m3fnxf8e4m3fn->bf16İşÎß£*!
f8e4m3fnxf8e4m3fn->f32çßú‘¨ÑÕ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnáƒæ†°* 
f8e4m3fnxf8e5m2->bf16Ó‘àüÆº£*
f8e4m3fnxf8e5m2->f32ğ“™ƒÑ¡Ğ*$
f8e4m3fnxf8e5m2->f8e4m3fn¤ÕåÓ“ö¥*"
f8e4m3fnxf8e5m2->f8e5m2ë€±É²ğ¹* 
f8e5m2xf8e4m3fn->bf16ÜÆÍÎñ¡*
f8e5m2xf8e4m3fn->f32ÿÉ±˜¡Æ*$
f8e5m2xf8e4m3fn->f8e4m3fnöÁ¬áø¬*"
f8e5m2xf8e4m3fn->f8e5m2©Ş„Â„¯²
•€ €  € *
bf16xbf16->bf16ù²èöñ£µ*
bf16xbf16->f32—Î´«ÿŞ”*
f16xf16->f16«ÈèÇ¬ÈŸ*
f16xf16->f32ÿ¼÷•ºÿ*
f32xf32->f32éøÙ”*"
f8e4m3fnxf8e4m3fn->bf16÷š²Ïµõµ*!
f8e4m3fnxf8e4m3fn->f32‰úÎÛÌÅà*&
f8e4m3fnxf8e4m3fn->f8e4m3fnì³ÌÊ‘û«* 
f8e4m3fnxf8e5m2->bf16âµÂı–á*
f8e4m3fnxf8e5m2->f32Âö¥èŞœˆ*$
f8e4m3fnxf8e5m2->f8e4m3fn»ç ¾ÖíØ*"
f8e4m3fnxf8e5m2->f8e5m2îêŞÇÇìİ* 
f8e5m2xf8e4m3fn->bf16±Ô…—ì–ê*
f8e5m2xf8e4m3fn->f32Şú¤“ş÷*$
f8e5m2xf8e4m3fn->f8e4m3fnô†¡”Ú”Ş*"
f8e5m2xf8e4m3fn->f8e5m2“ıÂ‰åŞ
†€€ €*
bf16xbf16->bf16ß³£ı¿*
bf16xbf16->f32 ®“‚Ò´*
f16xf16->f16 ®“‚Ò´*
f16xf16->f32é›½Ó—Ñ*
f32xf32->f32©Û’µ‹»*!
f8e4m3fnxf8e4m3fn->bf16‘¡éÆ·ß* 
f8e4m3fnxf8e4m3fn->f32„Ö£›¯€*%
f8e4m3fnxf8e4m3fn->f8e4m3fnõ†¦‘ßŸ*
f8e4m3fnxf8e5m2->bf16÷ˆ÷ˆ·Œ*
f8e4m3fnxf8e5m2->f32½•˜Ëôª*#
f8e4m3fnxf8e5m2->f8e4m3fnÔ¤’¼Õ*!
f8e4m3fnxf8e5m2->f8e5m2õ†¦‘ßŸ*
f8e5m2xf8e4m3fn->bf16äÂ¬È½¥*
f8e5m2xf8e4m3fn->f32æ¥„Ï´*#
f8e5m2xf8e4m3fn->f8e4m3fn±æ‚¤«*!
f8e5m2xf8e4m3fn->f8e5m2ûÃ„¼›à
†€€ €*
bf16xbf16->bf16¼Ê×ù„
*
bf16xbf16->f32£¤–“½­*
f16xf16->f16Ó·ú¦¯¢*
f16xf16->f32ãÖˆ´˜÷*
f32xf32->f32ÚÃæÊø×*!
f8e4m3fnxf8e4m3fn->bf16Å¨‚¬Äç* 
f8e4m3fnxf8e4m3fn->f32€€€€ÚÄ	*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‰»âÎ€Ö*
f8e4m3fnxf8e5m2->bf16ˆÍ³”ı*
f8e4m3fnxf8e5m2->f32†ÒÁ´€ä	*#
f8e4m3fnxf8e5m2->f8e4m3fnûüÆé¦»*!
f8e4m3fnxf8e5m2->f8e5m2î‘î‘î˜*
f8e5m2xf8e4m3fn->bf16£Ú²ò‰ß*
f8e5m2xf8e4m3fn->f32‰á¸™Éª	*#
f8e5m2xf8e4m3fn->f8e4m3fnºÑ‹İÈï*!
f8e5m2xf8e4m3fn->f8e5m2İ–‡î¬¡
†€€ €*
bf16xbf16->bf16½·üÂİò*
bf16xbf16->f32Ä±§ìã*
f16xf16->f16ÃªØè€À*
f16xf16->f32şÜ‰¯ÏÆ*
f32xf32->f32³í¬›«…*!
f8e4m3fnxf8e4m3fn->bf16€€€€áë* 
f8e4m3fnxf8e4m3fn->f32óòïÎã*%
f8e4m3fnxf8e4m3fn->f8e4m3fn»Ë‰óäğ*
f8e4m3fnxf8e5m2->bf16ƒ¸àÁó*
f8e4m3fnxf8e5m2->f32ä¾Øó*#
f8e4m3fnxf8e5m2->f8e4m3fnÔâøôÁ£*!
f8e4m3fnxf8e5m2->f8e5m2–Üéö°ê*
f8e5m2xf8e4m3fn->bf16–Üéö°ê*
f8e5m2xf8e4m3fn->f32ÀÜ¦„¤é*#
f8e5m2xf8e4m3fn->f8e4m3fn–Üéö°ê*!
f8e5m2xf8e4m3fn->f8e5m2ÙŞìÏ‡‘
†€€ €*
bf16xbf16->bf16ã¿ğÂÉ**
bf16xbf16->f32¨¹ö–¸$*
f16xf16->f16­¸ÓíáÔ)*
f16xf16->f32şÂÛöÏ*
f32xf32->f32ø÷æ£¨‰*!
f8e4m3fnxf8e4m3fn->bf16ŒïÊıœˆ.* 
f8e4m3fnxf8e4m3fn->f32–÷éˆ–ë*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‹‹ÈÔåˆ,*
f8e4m3fnxf8e5m2->bf16™æ™æ™¨/*
f8e4m3fnxf8e5m2->f32ÅçµÖğ&*#
f8e4m3fnxf8e5m2->f8e4m3fnë´ìâ¿¸+*!
f8e4m3fnxf8e5m2->f8e5m2Çãñ¸¬±**
f8e5m2xf8e4m3fn->bf16€€€€Â×/*
f8e5m2xf8e4m3fn->f32¸¥÷ĞÂ)*#
f8e5m2xf8e4m3fn->f8e4m3fnŠÜöæ£+*!
f8e5m2xf8e4m3fn->f8e5m2ŠµŒ©àé(
†€€  €*
bf16xbf16->bf16¢ˆÍİ÷Š?*
bf16xbf16->f32 ÅÒÀí.*
f16xf16->f16µ“ä˜Ãİ0*
f16xf16->f32‚¤éîˆì4*
f32xf32->f32¢ßŠîÜ§*!
f8e4m3fnxf8e4m3fn->bf16‡‰¿ÄñŠI* 
f8e4m3fnxf8e4m3fn->f32¦»”Æğé'*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŒâŒâŒŠ@*
f8e4m3fnxf8e5m2->bf16¶²“›ÙıI*
f8e4m3fnxf8e5m2->f32‚†’¶¢ß?*#
f8e4m3fnxf8e5m2->f8e4m3fn‚ü…·íŸ?*!
f8e4m3fnxf8e5m2->f8e5m2ªÕªÕ‚Ê?*
f8e5m2xf8e4m3fn->bf16ŠÏë¬àM*
f8e5m2xf8e4m3fn->f32‚¾ñêö>*#
f8e5m2xf8e4m3fn->f8e4m3fnŒâŒâŒŠ@*!
f8e5m2xf8e4m3fn->f8e5m2º³ê«Ê<
†€€ €*
bf16xbf16->bf16¾çÆúş*
bf16xbf16->f32à­Ÿ›ã *
f16xf16->f16æõû—£”*
f16xf16->f32Ì÷Ú˜šä*
f32xf32->f32ÈÄÆÓğ*!
f8e4m3fnxf8e4m3fn->bf16û‘¸Ÿ¢±* 
f8e4m3fnxf8e4m3fn->f32¶ÂŒ³Ø‹*%
f8e4m3fnxf8e4m3fn->f8e4m3fn Á‚…êú*
f8e4m3fnxf8e5m2->bf16Ä‹êœÉß*
f8e4m3fnxf8e5m2->f32éè£Ôà£*#
f8e4m3fnxf8e5m2->f8e4m3fn²²²²ò*!
f8e4m3fnxf8e5m2->f8e5m2ØğÈ¹‚Í*
f8e5m2xf8e4m3fn->bf16 Á‚…êú*
f8e5m2xf8e4m3fn->f32â— æÇó*#
f8e5m2xf8e4m3fn->f8e4m3fnŠ—™„öÀ*!
f8e5m2xf8e4m3fn->f8e5m2İ–‡î¬¡
†€€ €*
bf16xbf16->bf16ºß‚İÈâ*
bf16xbf16->f32ıôúéõš*
f16xf16->f16Å»ñ®Ü­*
f16xf16->f32ƒ¸àÁó*
f32xf32->f32ÄùÊåêš*!
f8e4m3fnxf8e4m3fn->bf16É¤’ÉÜŸ* 
f8e4m3fnxf8e4m3fn->f32˜‡ãóò*%
f8e4m3fnxf8e4m3fn->f8e4m3fnšÂå½º§*
f8e4m3fnxf8e5m2->bf16¦ïôÍŞÄ*
f8e4m3fnxf8e5m2->f32Ñ¤ıñÌÈ*#
f8e4m3fnxf8e5m2->f8e4m3fnº­ÜÙÂ*!
f8e4m3fnxf8e5m2->f8e5m2£ªÌÛÿ*
f8e5m2xf8e4m3fn->bf16ó¹ÜÙ¹*
f8e5m2xf8e4m3fn->f32ù…ÿı÷*#
f8e5m2xf8e4m3fn->f8e4m3fnÙëßÍİ¦*!
f8e5m2xf8e4m3fn->f8e5m2˜ñı‘§œ
†€€ €*
bf16xbf16->bf16‡Õ°Ñ€'*
bf16xbf16->f32‘™İÍÅğ$*
f16xf16->f16•æÒ©‡Œ)*
f16xf16->f32Î¼èúÌƒ&*
f32xf32->f32™ç»¤ä±*!
f8e4m3fnxf8e4m3fn->bf16™æ™æ™¨/* 
f8e4m3fnxf8e4m3fn->f32‚õùÑĞ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn÷–“æÉá'*
f8e4m3fnxf8e5m2->bf16‹‹ÈÔåˆ,*
f8e4m3fnxf8e5m2->f32‹±³ğ­à+*#
f8e4m3fnxf8e5m2->f8e4m3fn­¸ÓíáÔ)*!
f8e4m3fnxf8e5m2->f8e5m2æ‰­áı**
f8e5m2xf8e4m3fn->bf16Úµ“İ¦Ã**
f8e5m2xf8e4m3fn->f32‹Ó³±ºê**#
f8e5m2xf8e4m3fn->f8e4m3fnôŒç·ÜÁ)*!
f8e5m2xf8e4m3fn->f8e5m2‹Ó³±ºê*
†€€ €*
bf16xbf16->bf16Ï³¡Š˜Î4*
bf16xbf16->f32–ı Ñª2*
f16xf16->f16˜Ë£şÜŞ6*
f16xf16->f32Œ‘ÙÌôµ1*
f32xf32->f32ÔÜ˜¨Ú²*!
f8e4m3fnxf8e4m3fn->bf16’µ«Ò¶±G* 
f8e4m3fnxf8e4m3fn->f32†àã€¼”%*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÛÑ€‚ñ<*
f8e4m3fnxf8e5m2->bf16Ãá°˜ÌÔH*
f8e4m3fnxf8e5m2->f32¶²“›ÙıI*#
f8e4m3fnxf8e5m2->f8e4m3fnÑ‰ÍèÄĞA*!
f8e4m3fnxf8e5m2->f8e5m2Ñ²ÔŒ•‰C*
f8e5m2xf8e4m3fn->bf16Ãá°˜ÌÔH*
f8e5m2xf8e4m3fn->f32çœï‘‘ÇE*#
f8e5m2xf8e4m3fn->f8e4m3fnà…ÜÀ‹ÊD*!
f8e5m2xf8e4m3fn->f8e5m2™ÔÈúá@
†€€  €*
bf16xbf16->bf16ãÜÄğÉöQ*
bf16xbf16->f32’şŒ¥üáF*
f16xf16->f16±«„šœáR*
f16xf16->f32ã„×¶ğœH*
f32xf32->f32üÊĞ“ö¦*!
f8e4m3fnxf8e4m3fn->bf16 šÈ†Ò™}* 
f8e4m3fnxf8e4m3fn->f32Œ°ìáæ-*%
f8e4m3fnxf8e4m3fn->f8e4m3fn³¼ÆçøÜm*
f8e4m3fnxf8e5m2->bf16¸Öü‰âé~*
f8e4m3fnxf8e5m2->f32Ê÷‚Ñ¡¿p*#
f8e4m3fnxf8e5m2->f8e4m3fn¼øğñr*!
f8e4m3fnxf8e5m2->f8e5m2»®¯¦€­r*
f8e5m2xf8e4m3fn->bf16©ğå©ğÇ|*
f8e5m2xf8e4m3fn->f32 ÜĞæÉüm*#
f8e5m2xf8e4m3fn->f8e4m3fn³¼ÆçøÜm*!
f8e5m2xf8e4m3fn->f8e5m2Ñ‹İèÅün
†€€ €*
bf16xbf16->bf16¢È©ØëÂ*
bf16xbf16->f32äääääƒ*
f16xf16->f16û’´¯ÂÍ*
f16xf16->f32”®²ˆì*
f32xf32->f32¾çÆúş*!
f8e4m3fnxf8e4m3fn->bf16´¢“š‘´* 
f8e4m3fnxf8e4m3fn->f32¤ƒé šÓ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¤ƒé šÓ*
f8e4m3fnxf8e5m2->bf16Ä”ÀÈ‚¦*
f8e4m3fnxf8e5m2->f32ãÌ…ÈÖ*#
f8e4m3fnxf8e5m2->f8e4m3fnãÌ…ÈÖ*!
f8e4m3fnxf8e5m2->f8e5m2¨æ¤è€˜*
f8e5m2xf8e4m3fn->bf16÷Õ­äõ©*
f8e5m2xf8e4m3fn->f32ƒ¢¥Çì¹*#
f8e5m2xf8e4m3fn->f8e4m3fn¯ç¼ØÙ¿*!
f8e5m2xf8e4m3fn->f8e5m2Äô•Ç±
†€€ €*
bf16xbf16->bf16ËÉÁ¥Ã§*
bf16xbf16->f32÷£ğ¾Äâ*
f16xf16->f16ú…¹ıÂˆ*
f16xf16->f32æ™ ‘§*
f32xf32->f32À¯–¥*!
f8e4m3fnxf8e4m3fn->bf16ˆ½µÇËó * 
f8e4m3fnxf8e4m3fn->f32ğáÃ‡Ÿ¸*%
f8e4m3fnxf8e4m3fn->f8e4m3fn±Ùñ›ÃŒ"*
f8e4m3fnxf8e5m2->bf16Ü‚±òÊ» *
f8e4m3fnxf8e5m2->f32è¬åé‚Á&*#
f8e4m3fnxf8e5m2->f8e4m3fn…›‡¤´±"*!
f8e4m3fnxf8e5m2->f8e5m2šşğòÓç!*
f8e5m2xf8e4m3fn->bf16±Ùñ›ÃŒ"*
f8e5m2xf8e4m3fn->f32­¸ÓíáÔ)*#
f8e5m2xf8e4m3fn->f8e4m3fnğ‚®à…¥"*!
f8e5m2xf8e4m3fn->f8e5m2äÜÃÌ¥ 
†€€ €*
bf16xbf16->bf16‚¸øÂ‰¶5*
bf16xbf16->f32‹÷´ĞÜÄ0*
f16xf16->f16Ê×¡ù²3*
f16xf16->f32Ä‡ƒ°é0*
f32xf32->f32µğè’èÏ*!
f8e4m3fnxf8e4m3fn->bf16ë„½ÚÛ9* 
f8e4m3fnxf8e4m3fn->f32²’¾Øš *%
f8e4m3fnxf8e4m3fn->f8e4m3fnìÕ§€Ë;*
f8e4m3fnxf8e5m2->bf16¡Ê¡ƒ°ê;*
f8e4m3fnxf8e5m2->f32Ñ²ÔŒ•‰C*#
f8e4m3fnxf8e5m2->f8e4m3fnœ¤ÊÎ€Æ:*!
f8e4m3fnxf8e5m2->f8e5m2éÊÉ§ü:*
f8e5m2xf8e4m3fn->bf16½º¬÷°ô8*
f8e5m2xf8e4m3fn->f32”ØÙ¿‚ßN*#
f8e5m2xf8e4m3fn->f8e4m3fn–¢‰°‘7*!
f8e5m2xf8e4m3fn->f8e5m2×—“À–9
†€€ €*
bf16xbf16->bf16ìøèüÓ<*
bf16xbf16->f32ª—±Ö…‘<*
f16xf16->f16ˆ²¯ì……>*
f16xf16->f32‚…Š”¨ë;*
f32xf32->f32éŞÓ‚¨*!
f8e4m3fnxf8e4m3fn->bf16° ÀÕã¿`* 
f8e4m3fnxf8e4m3fn->f32ÿÖË«**%
f8e4m3fnxf8e4m3fn->f8e4m3fnÃ‡üàY*
f8e4m3fnxf8e5m2->bf16°ÅÙª‰^*
f8e4m3fnxf8e5m2->f32ıºæÃÍıs*#
f8e4m3fnxf8e5m2->f8e4m3fn¦¤¨¹Œ[*!
f8e4m3fnxf8e5m2->f8e5m2Ü×‚³É®U*
f8e5m2xf8e4m3fn->bf16Ó¸É¡°‡d*
f8e5m2xf8e4m3fn->f32¸È”Œu*#
f8e5m2xf8e4m3fn->f8e4m3fnÌô‡ÆËZ*!
f8e5m2xf8e4m3fn->f8e5m2ÀŠ¥Û]
€€  €*
bf16xbf16->bf16 ÜĞæÉüm*
bf16xbf16->f32£œÈÙ¡[*
f16xf16->f16²Ğæ˜éßl*
f16xf16->f32Œ´ˆ¯«Z*
f32xf32->f32ƒª¾ø–*"
f8e4m3fnxf8e4m3fn->bf16Ç¹‰á“í£* 
f8e4m3fnxf8e4m3fn->f32¬åÌ®Â0*&
f8e4m3fnxf8e4m3fn->f8e4m3fnŸÔÂÅ†€œ* 
f8e4m3fnxf8e5m2->bf16Ü§£ØÜ¯¨*
f8e4m3fnxf8e5m2->f32·ˆÔäÇÂ*$
f8e4m3fnxf8e5m2->f8e4m3fn•×ÙºÀ›*"
f8e4m3fnxf8e5m2->f8e5m2€€€€€ œ* 
f8e5m2xf8e4m3fn->bf16£şãØâ³¤*
f8e5m2xf8e4m3fn->f32™ÿƒìã¬˜*$
f8e5m2xf8e4m3fn->f8e4m3fn§®†øÑ—*"
f8e5m2xf8e4m3fn->f8e5m2ŠÊ”¢»€
†€€ €*
bf16xbf16->bf16ûÓ†Ñ'*
bf16xbf16->f32ŠµŒ©àé(*
f16xf16->f16‹Ó³±ºê**
f16xf16->f32ŠììŸÁ¯'*
f32xf32->f32µ‡ÌëÎ*!
f8e4m3fnxf8e4m3fn->bf16ûÌá¥±* 
f8e4m3fnxf8e4m3fn->f32ºë­·İñ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn«÷Ìå†¢*
f8e4m3fnxf8e5m2->bf16¹ÍˆÈÒ*
f8e4m3fnxf8e5m2->f32ûÌá¥±*#
f8e4m3fnxf8e5m2->f8e4m3fnºë­·İñ*!
f8e4m3fnxf8e5m2->f8e5m2”®²ˆì*
f8e5m2xf8e4m3fn->bf16Ú‰²Ìá®*
f8e5m2xf8e4m3fn->f32‰ß€™ŸÎ*#
f8e5m2xf8e4m3fn->f8e4m3fnÆ±¸òêƒ*!
f8e5m2xf8e4m3fn->f8e5m2Œˆ°õø
†€€ €*
bf16xbf16->bf16™¹ä şÂB*
bf16xbf16->f32‚´ÜÛÎ£A*
f16xf16->f16Î¬Æ‡‚ºA*
f16xf16->f32™ÔÈúá@*
f32xf32->f32É¤’ÉÜŸ*!
f8e4m3fnxf8e4m3fn->bf16Á‚…ŠÔõ* 
f8e4m3fnxf8e4m3fn->f32¸ŞŞ¥©*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÇ‚ğã¯½*
f8e4m3fnxf8e5m2->bf16Î¢™‚äh*
f8e4m3fnxf8e5m2->f32õ»¶Ôïñg*#
f8e4m3fnxf8e5m2->f8e4m3fnÓ¸É¡°‡d*!
f8e4m3fnxf8e5m2->f8e5m2€€€€€Ôa*
f8e5m2xf8e4m3fn->bf16ÂÀ¦¡ Ÿc*
f8e5m2xf8e4m3fn->f32ÇãñØâT*#
f8e5m2xf8e4m3fn->f8e4m3fn¤’É¤òşl*!
f8e5m2xf8e4m3fn->f8e5m2ª¶ïõ€éW
†€€ €*
bf16xbf16->bf16¿ˆÕ½ À<*
bf16xbf16->f32”ˆ×ë–Ê8*
f16xf16->f16Ö–±ßÕ¶<*
f16xf16->f32ÎÈë˜ÊÚ8*
f32xf32->f32Ğ•«ûŞ†*!
f8e4m3fnxf8e4m3fn->bf16å¬öŠ¼ºE* 
f8e4m3fnxf8e4m3fn->f32ë„ê¨ô$*%
f8e4m3fnxf8e4m3fn->f8e4m3fnñ…ä¤ñ“F*
f8e4m3fnxf8e5m2->bf16éÒ¥Ë–çG*
f8e4m3fnxf8e5m2->f32³ÀÑ‘‚øe*#
f8e4m3fnxf8e5m2->f8e4m3fn€¾õ¼Ø”E*!
f8e4m3fnxf8e5m2->f8e5m2’Ü†ïF*
f8e5m2xf8e4m3fn->bf16Âó¬¡Ã‰G*
f8e5m2xf8e4m3fn->f32¬Ä’à¢¼n*#
f8e5m2xf8e4m3fn->f8e4m3fnãéÀ—€‡F*!
f8e5m2xf8e4m3fn->f8e5m2…Î÷š­E
ˆ€€ €*
bf16xbf16->bf16ÏŠéôƒ¥U*
bf16xbf16->f32á”œ·”¡T*
f16xf16->f16–¼´©„W*
f16xf16->f32»®¬ãæ³T*
f32xf32->f32ìº¸À‚Ò*!
f8e4m3fnxf8e4m3fn->bf16èŞ„íËƒq* 
f8e4m3fnxf8e4m3fn->f32¹›¯ö0*%
f8e4m3fnxf8e4m3fn->f8e4m3fn·‚Û©á­m*
f8e4m3fnxf8e5m2->bf16¼¯í¢®Ïr*
f8e4m3fnxf8e5m2->f32÷÷Î‚Ü®¦*#
f8e4m3fnxf8e5m2->f8e4m3fn·‚Û©á­m*!
f8e4m3fnxf8e5m2->f8e5m2 ½Ä‰­œn*
f8e5m2xf8e4m3fn->bf16ıëûá¦½r*
f8e5m2xf8e4m3fn->f32……………å™*#
f8e5m2xf8e4m3fn->f8e4m3fn§ÚëÃ¤Ìn*!
f8e5m2xf8e4m3fn->f8e5m2¤’É¤òşl
”€€  €*
bf16xbf16->bf16«Ğô½¤ê‰*
bf16xbf16->f32‡¨ï´€*
f16xf16->f16˜¦ä˜ú…*
f16xf16->f32Ôã …İ‚*
f32xf32->f32çî£øÄ¤*"
f8e4m3fnxf8e4m3fn->bf16²Ù¬–ËáÁ* 
f8e4m3fnxf8e4m3fn->f32â¶’Ú3*&
f8e4m3fnxf8e4m3fn->f8e4m3fn…¡‹¶ÉÜº* 
f8e4m3fnxf8e5m2->bf16èÜ¾ÿ²ÄÂ*
f8e4m3fnxf8e5m2->f32Ğ Ü®Û¨â*$
f8e4m3fnxf8e5m2->f8e4m3fn°«µŞ¯Ì¸*"
f8e4m3fnxf8e5m2->f8e5m2Ö“á•§¹* 
f8e5m2xf8e4m3fn->bf16Ñ€‡ÍÏ«Â*
f8e5m2xf8e4m3fn->f32Øˆ¥ÀÅøÜ*$
f8e5m2xf8e4m3fn->f8e4m3fn‡¾ğƒŸú¸*"
f8e5m2xf8e4m3fn->f8e5m2–Ù¿­×¹
†€€ € *
bf16xbf16->bf16‘úê—çA*
bf16xbf16->f32‚ü…·íŸ?*
f16xf16->f16Î¬Æ‡‚ºA*
f16xf16->f32û°– ÚB*
f32xf32->f32°ãèö´à*!
f8e4m3fnxf8e4m3fn->bf16¢Û”€Ùî* 
f8e4m3fnxf8e4m3fn->f32ˆ×ÀÉÚ*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‡İ™õ•¥*
f8e4m3fnxf8e5m2->bf16¸à‡ÎS*
f8e4m3fnxf8e5m2->f32—–©Ë‘X*#
f8e4m3fnxf8e5m2->f8e4m3fn—îÅ»ñ¶Y*!
f8e4m3fnxf8e5m2->f8e5m2—–©Ë‘X*
f8e5m2xf8e4m3fn->bf16Çÿà…“½T*
f8e5m2xf8e4m3fn->f32¸à‡ÎS*#
f8e5m2xf8e4m3fn->f8e4m3fn×éØÅÿğV*!
f8e5m2xf8e4m3fn->f8e5m2İç¾ìŒáZ
‘€€ € *
bf16xbf16->bf16ØÃ„õİöZ*
bf16xbf16->f32˜Œ†Ãá€]*
f16xf16->f16×°®»ºX*
f16xf16->f32úªÇ½—]*
f32xf32->f32ÒÙÔ§’÷!*"
f8e4m3fnxf8e4m3fn->bf16œ‘Œ—“©•*!
f8e4m3fnxf8e4m3fn->f32ˆíğó»*&
f8e4m3fnxf8e4m3fn->f8e4m3fn ”˜‡­¿š* 
f8e4m3fnxf8e5m2->bf16µáÍ¶‡Ó¦*
f8e4m3fnxf8e5m2->f32°¼«öó ¸*$
f8e4m3fnxf8e5m2->f8e4m3fn¡•Æ§œ¢*"
f8e4m3fnxf8e5m2->f8e5m2èÅ®ô¢Ç±* 
f8e5m2xf8e4m3fn->bf16µáÍ¶‡Ó¦*
f8e5m2xf8e4m3fn->f32¬Ê°ƒˆ“¡*$
f8e5m2xf8e4m3fn->f8e4m3fnµáÍ¶‡Ó¦*"
f8e5m2xf8e4m3fn->f8e5m2ªÕªÕªá¢
‘€€ € *
bf16xbf16->bf16Á¾úªÜn*
bf16xbf16->f32şºüõÀp*
f16xf16->f16Äš»ï•~*
f16xf16->f32®šÉã¬°p*
f32xf32->f32ÍÜÇà§Ë#*"
f8e4m3fnxf8e4m3fn->bf16€€€€À–±*!
f8e4m3fnxf8e4m3fn->f32ÇæªÎ–ˆ´*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÒÁ´€¹* 
f8e4m3fnxf8e5m2->bf16Ù˜‹ÓÓÖ*
f8e4m3fnxf8e5m2->f32ÒÁ´€¹*$
f8e4m3fnxf8e5m2->f8e4m3fnşƒ—ÌôÑ*"
f8e4m3fnxf8e5m2->f8e5m2ÎØ“öÄ½¬* 
f8e5m2xf8e4m3fn->bf16ÆüÇ±ÅçÈ*
f8e5m2xf8e4m3fn->f32ƒÊğÍ’¦*$
f8e5m2xf8e4m3fn->f8e4m3fnÆüÇ±ÅçÈ*"
f8e5m2xf8e4m3fn->f8e5m2úÀÊ³·Á£
ˆ€€ € *
bf16xbf16->bf16àç’€©p*
bf16xbf16->f32ô¥Ù‡‚¾q*
f16xf16->f16¡İ³Í¡s*
f16xf16->f32²ââs*
f32xf32->f32É·›ã¸Ü*!
f8e4m3fnxf8e4m3fn->bf16í—Û×Œ«x* 
f8e4m3fnxf8e4m3fn->f32–ø…¸è×4*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÉØßØ†ïu*
f8e4m3fnxf8e5m2->bf16„ÓÎªğÃw*
f8e4m3fnxf8e5m2->f32˜şòâ¿Ã*#
f8e4m3fnxf8e5m2->f8e4m3fnÙ«Ï€–v*!
f8e4m3fnxf8e5m2->f8e5m2ıê„šŸ¸v*
f8e5m2xf8e4m3fn->bf16¸ë¹Á‚àw*
f8e5m2xf8e4m3fn->f32„ÌÎÈÖ Ù*#
f8e5m2xf8e4m3fn->f8e4m3fn½ô¾‚èæv*!
f8e5m2xf8e4m3fn->f8e5m2ÉØßØ†ïu
”€€  € *
bf16xbf16->bf16ì“Öí‹ˆ™*
bf16xbf16->f32ÁıÜø‹°•*
f16xf16->f16Ï¸ìøğÒ˜*
f16xf16->f32¢Ôå “•*
f32xf32->f32·ºè£™ò*"
f8e4m3fnxf8e4m3fn->bf16§²± ñĞ* 
f8e4m3fnxf8e4m3fn->f32ìåÑë÷Ñ6*&
f8e4m3fnxf8e4m3fn->f8e4m3fnı„²ÅëõÒ* 
f8e4m3fnxf8e5m2->bf16¢Ñº¹Ò¡Ó*
f8e4m3fnxf8e5m2->f32´ƒæãÄ‘*$
f8e4m3fnxf8e5m2->f8e4m3fn±ñòßò¸Ğ*"
f8e4m3fnxf8e5m2->f8e5m2ÏÇµ¹ÉªÏ* 
f8e5m2xf8e4m3fn->bf16 Óò¶ÆĞ*
f8e5m2xf8e4m3fn->f32ƒĞ±Ã°µ—*$
f8e5m2xf8e4m3fn->f8e4m3fn‹›¸±ƒ×Î*"
f8e5m2xf8e4m3fn->f8e5m2àá±Ó¹Ñ
†€€ €*
bf16xbf16->bf16Ëå²ÙŒ*
bf16xbf16->f32¼áÖ‚µâ*
f16xf16->f16à­Ÿ›ã *
f16xf16->f32÷ŞÃøï*
f32xf32->f32à â¦ôû*!
f8e4m3fnxf8e4m3fn->bf16İ–‡î¬¡* 
f8e4m3fnxf8e4m3fn->f32Ğ¤‘Úƒè	*%
f8e4m3fnxf8e4m3fn->f8e4m3fn…Şœ…şÈ*
f8e4m3fnxf8e5m2->bf16ûüÆé¦»*
f8e4m3fnxf8e5m2->f32†ÒÁ´€ä	*#
f8e4m3fnxf8e5m2->f8e4m3fn¤ƒé šÓ*!
f8e4m3fnxf8e5m2->f8e5m2†Æ‚œ´—*
f8e5m2xf8e4m3fn->bf16‚´¥ÀÖ÷*
f8e5m2xf8e4m3fn->f32¢Ñ¨”ŠØ	*#
f8e5m2xf8e4m3fn->f8e4m3fn†Æ‚œ´—*!
f8e5m2xf8e4m3fn->f8e5m2ºÑ‹İÈï
†€€ €*
bf16xbf16->bf16È…ÙûÊ*
bf16xbf16->f32¼ë ˜Ùå*
f16xf16->f16Ú´éÒåù*
f16xf16->f32èÅ®ôº«*
f32xf32->f32¹Ööˆ¦*!
f8e4m3fnxf8e4m3fn->bf16ï¡¼‡ñß* 
f8e4m3fnxf8e4m3fn->f32µ‡Í•ñ¯*%
f8e4m3fnxf8e4m3fn->f8e4m3fnóÀÄÖğ¾*
f8e4m3fnxf8e5m2->bf16ÆÈ¬¦úÚ*
f8e4m3fnxf8e5m2->f32»õ‰àÒã*#
f8e4m3fnxf8e5m2->f8e4m3fnû’´¯ÂÍ*!
f8e4m3fnxf8e5m2->f8e5m2æàìƒù*
f8e5m2xf8e4m3fn->bf16öÄ±ç¼*
f8e5m2xf8e4m3fn->f32‰»âÎ€Ö*#
f8e5m2xf8e4m3fn->f8e4m3fnĞÖÂ‘Äš*!
f8e5m2xf8e4m3fn->f8e5m2İèÅ®ô˜
†€€ €*
bf16xbf16->bf16¨ÅñéƒÇ(*
bf16xbf16->f32’•˜À’$*
f16xf16->f16ôŒç·ÜÁ)*
f16xf16->f32ÈË²’Æ$*
f32xf32->f32ÁÀõäº®*!
f8e4m3fnxf8e4m3fn->bf16¡ ÓĞÏ1* 
f8e4m3fnxf8e4m3fn->f32²’¾Øš *%
f8e4m3fnxf8e4m3fn->f8e4m3fn÷éˆ–÷‹**
f8e4m3fnxf8e5m2->bf16ÁüàÇ.*
f8e4m3fnxf8e5m2->f32Ğƒìíã¤+*#
f8e4m3fnxf8e5m2->f8e4m3fn•Û÷ºÀô+*!
f8e4m3fnxf8e5m2->f8e5m2‹Ó³±ºê**
f8e5m2xf8e4m3fn->bf16€€€€Â×/*
f8e5m2xf8e4m3fn->f32‰»âÎØÇ%*#
f8e5m2xf8e4m3fn->f8e4m3fnÔËœµù)*!
f8e5m2xf8e4m3fn->f8e5m2Èÿ˜ÖøŒ)
†€€ €*
bf16xbf16->bf16ªÕªÕ‚Ê?*
bf16xbf16->f32“„°ƒßÂ1*
f16xf16->f16¦œÚÓ>*
f16xf16->f32™àèˆü2*
f32xf32->f32Ò¿ìÊ*!
f8e4m3fnxf8e4m3fn->bf16±ğü˜¸·J* 
f8e4m3fnxf8e4m3fn->f32À¤´ô˜…/*%
f8e4m3fnxf8e4m3fn->f8e4m3fn™ÔÈúá@*
f8e4m3fnxf8e5m2->bf16–å¤ŒI*
f8e4m3fnxf8e5m2->f32ÁóãàùÅ;*#
f8e4m3fnxf8e5m2->f8e4m3fn‚†’¶¢ß?*!
f8e4m3fnxf8e5m2->f8e5m2³ŞÜúŞú4*
f8e5m2xf8e4m3fn->bf16À½à™±¨I*
f8e5m2xf8e4m3fn->f32çœï‘‘ÇE*#
f8e5m2xf8e4m3fn->f8e4m3fnå¼¤ü°µ@*!
f8e5m2xf8e4m3fn->f8e5m2ñ¸œÇèC
†€€  €*
bf16xbf16->bf16ˆı¡‡ÂQ*
bf16xbf16->f32¢—ºÑë­E*
f16xf16->f16û»§®—S*
f16xf16->f32‚†’¶¢ß?*
f32xf32->f32ï·¯‹ôÙ*!
f8e4m3fnxf8e4m3fn->bf16¶Å Ã¹g* 
f8e4m3fnxf8e4m3fn->f32¦Ù¦Ù¦üF*%
f8e4m3fnxf8e4m3fn->f8e4m3fn×éØÅÿğV*
f8e4m3fnxf8e5m2->bf16Ë³õ±Ç°j*
f8e4m3fnxf8e5m2->f32êµ¹ğæŠr*#
f8e4m3fnxf8e5m2->f8e4m3fnçì…íú¡Y*!
f8e4m3fnxf8e5m2->f8e5m2íËĞ½‰¶Z*
f8e5m2xf8e4m3fn->bf16ğìã„ç¦e*
f8e5m2xf8e4m3fn->f32­—ïY*#
f8e5m2xf8e4m3fn->f8e4m3fnùå†šùµV*!
f8e5m2xf8e4m3fn->f8e5m2ìÜüËŸüW
†€€ €*
bf16xbf16->bf16Å…¤ê²„*
bf16xbf16->f32Å»ñ®Ü­*
f16xf16->f16ĞÖÂ‘Äš*
f16xf16->f32ŒóŒóŒÔ*
f32xf32->f32û‘¸Ÿ¢±*!
f8e4m3fnxf8e4m3fn->bf16ˆ—Ô¹’¿* 
f8e4m3fnxf8e4m3fn->f32Ÿ õØ÷Ò*%
f8e4m3fnxf8e4m3fn->f8e4m3fn÷ùÓÍö*
f8e4m3fnxf8e5m2->bf16ÕË˜ëÂˆ*
f8e4m3fnxf8e5m2->f32‰¦á*#
f8e4m3fnxf8e5m2->f8e4m3fnªÕªÕš·*!
f8e4m3fnxf8e5m2->f8e5m2ï«ÛÈëÓ*
f8e5m2xf8e4m3fn->bf16çóù¼ˆ*
f8e5m2xf8e4m3fn->f32Ÿ õØ÷Ò*#
f8e5m2xf8e4m3fn->f8e4m3fnŒ‚Ï²áû*!
f8e5m2xf8e4m3fn->f8e5m2šÂå½º§
†€€ €*
bf16xbf16->bf16‡Õ°Ñ€'*
bf16xbf16->f32§„ãå¤ª%*
f16xf16->f16Ø•‚Î°)*
f16xf16->f32ÈË²’Æ$*
f32xf32->f32áËÌŠ…È*!
f8e4m3fnxf8e4m3fn->bf16ì‰»âÎù.* 
f8e4m3fnxf8e4m3fn->f32°á‘ó„š*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŒ‘ÙÌôµ1*
f8e4m3fnxf8e5m2->bf16¸ö±Â³Ó2*
f8e4m3fnxf8e5m2->f32Ûí¶Û­Ì+*#
f8e4m3fnxf8e5m2->f8e4m3fnÁüàÇ.*!
f8e4m3fnxf8e5m2->f8e5m2€€€€€ê0*
f8e5m2xf8e4m3fn->bf16´„ËûôÎ4*
f8e5m2xf8e4m3fn->f32î‘É·­ß+*#
f8e5m2xf8e4m3fn->f8e4m3fn¬–Ëå²¸0*!
f8e5m2xf8e4m3fn->f8e5m2ºÑ‹İè±,
†€€ €*
bf16xbf16->bf16ÛŸ¤àÛ6*
bf16xbf16->f32¸ö±Â³Ó2*
f16xf16->f16åÙúØ£˜5*
f16xf16->f32ÕªÕªµî2*
f32xf32->f32©¥³à•ë*!
f8e4m3fnxf8e4m3fn->bf16œùĞõ™‡L* 
f8e4m3fnxf8e4m3fn->f32•´±í´ê+*%
f8e4m3fnxf8e4m3fn->f8e4m3fnà…ÜÀ‹ÊD*
f8e4m3fnxf8e5m2->bf16ªá¢ƒ€N*
f8e4m3fnxf8e5m2->f32íÙ‡ç“úE*#
f8e4m3fnxf8e5m2->f8e4m3fn”®”ÇğÊG*!
f8e4m3fnxf8e5m2->f8e5m2‚˜ù–À±D*
f8e5m2xf8e4m3fn->bf16ÎˆÆËÉÔJ*
f8e5m2xf8e4m3fn->f32‡¹ÈÃœÌG*#
f8e5m2xf8e4m3fn->f8e4m3fnò×ŸÊ¬E*!
f8e5m2xf8e4m3fn->f8e5m2’É¤’ÉàE
ˆ€€ €*
bf16xbf16->bf16†Ø³¿ìºS*
bf16xbf16->f32Ğòì­ğH*
f16xf16->f16ƒ¨—¹êòS*
f16xf16->f32éÒ¥Ë–çG*
f32xf32->f32ôÌ¥á*!
f8e4m3fnxf8e4m3fn->bf16—Ö¦™Îî|* 
f8e4m3fnxf8e4m3fn->f32ÎÒùâŸ¡E*%
f8e4m3fnxf8e4m3fn->f8e4m3fnıºæÃÍıs* 
f8e4m3fnxf8e5m2->bf16øìĞö¸˜‚*
f8e4m3fnxf8e5m2->f32ä‹¶•¨“f*#
f8e4m3fnxf8e5m2->f8e4m3fn¼øğñr*!
f8e4m3fnxf8e5m2->f8e5m2´êùëÔu* 
f8e5m2xf8e4m3fn->bf16¢ôÕ®Îƒ*
f8e5m2xf8e4m3fn->f32×‰ ú´·s*#
f8e5m2xf8e4m3fn->f8e4m3fnáùú¾”¥q*!
f8e5m2xf8e4m3fn->f8e5m2Öú±‡—âp
‘€€  €*
bf16xbf16->bf16‘„Ø·ƒ*
bf16xbf16->f32ÿüöŞÍÎe*
f16xf16->f16ÊÎˆ‰ü¥s*
f16xf16->f32áÄ÷Çœñd*
f32xf32->f32ˆĞ°„©*"
f8e4m3fnxf8e4m3fn->bf16‡Ğ®òÔå§* 
f8e4m3fnxf8e4m3fn->f32îÅñ¸P*&
f8e4m3fnxf8e4m3fn->f8e4m3fnºÒ¨‡«³…* 
f8e4m3fnxf8e5m2->bf16º†ÖĞ³¤*
f8e4m3fnxf8e5m2->f32‹¥êçÄ¬*$
f8e4m3fnxf8e5m2->f8e4m3fn¢Øí¡Œåƒ*"
f8e4m3fnxf8e5m2->f8e5m2Úøæ½…œ…* 
f8e5m2xf8e4m3fn->bf16ªÔ±¤§£*
f8e5m2xf8e4m3fn->f32£şãØâ³¤*$
f8e5m2xf8e4m3fn->f8e4m3fn²ó×¾îË…*"
f8e5m2xf8e4m3fn->f8e5m2¥¸¡ŒŞ
†€€ €*
bf16xbf16->bf16çóù¼ˆ*
bf16xbf16->f32‡«ÙóÁ÷*
f16xf16->f16À‘şÖ*
f16xf16->f32Õƒü‘*
f32xf32->f32ğœ«è°â*!
f8e4m3fnxf8e4m3fn->bf16’•˜À’$* 
f8e4m3fnxf8e4m3fn->f32øÑÀÉ›*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¯Ú‘ğğ–#*
f8e4m3fnxf8e5m2->bf16¢›üüã$*
f8e4m3fnxf8e5m2->f32ûÓ†Ñ'*#
f8e4m3fnxf8e5m2->f8e4m3fn‰¿Æ’ş°#*!
f8e4m3fnxf8e5m2->f8e5m2’•˜À’$*
f8e5m2xf8e4m3fn->bf16³Î÷ÈÈã"*
f8e5m2xf8e4m3fn->f32²½ÙŸ¢&*#
f8e5m2xf8e4m3fn->f8e4m3fn ‰ŞÑ©â$*!
f8e5m2xf8e4m3fn->f8e5m2ğ‚®à…¥"
†€€ €*
bf16xbf16->bf16ÓÓìÀ3*
bf16xbf16->f32Ì½ÀÙ‡ò-*
f16xf16->f16Û¢ĞáÜ3*
f16xf16->f32î³Ÿ¶Æ°-*
f32xf32->f32¨şĞè†*!
f8e4m3fnxf8e4m3fn->bf16õÇª¡˜ı;* 
f8e4m3fnxf8e4m3fn->f32¦úÇƒã¥-*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÏÀÔäù ;*
f8e4m3fnxf8e5m2->bf16Œ‰Ê¶¼û=*
f8e4m3fnxf8e5m2->f32”¥©ÊÒàN*#
f8e4m3fnxf8e5m2->f8e4m3fn‚¾ñêö>*!
f8e4m3fnxf8e5m2->f8e5m2€€€€À„=*
f8e5m2xf8e4m3fn->bf16§¥Šá«=*
f8e5m2xf8e4m3fn->f32œùĞõ™‡L*#
f8e5m2xf8e4m3fn->f8e4m3fn™˜ŠğĞİ<*!
f8e5m2xf8e4m3fn->f8e5m2”øò”ø£>
†€€ €*
bf16xbf16->bf16´ÜÀåQ*
bf16xbf16->f32’–ç©‡<*
f16xf16->f16»È¹‡™Ë@*
f16xf16->f32… È£=*
f32xf32->f32¢è©»×ë*!
f8e4m3fnxf8e4m3fn->bf16¹Îóœç¸b* 
f8e4m3fnxf8e4m3fn->f32ã€É¿è·>*%
f8e4m3fnxf8e4m3fn->f8e4m3fnçì…íú¡Y*
f8e4m3fnxf8e5m2->bf16€Éèè±Š^*
f8e4m3fnxf8e5m2->f32Ñ‹İèÅün*#
f8e4m3fnxf8e5m2->f8e4m3fn—îÅ»ñ¶Y*!
f8e4m3fnxf8e5m2->f8e5m2É‹Îş¥X*
f8e5m2xf8e4m3fn->bf16€€€€„¯_*
f8e5m2xf8e4m3fn->f32 ¤Ä”°z*#
f8e5m2xf8e4m3fn->f8e4m3fnæÊ’ĞÏX*!
f8e5m2xf8e4m3fn->f8e5m2ÂĞ…Û¤®]
€€ €*
bf16xbf16->bf16¸È”Œu*
bf16xbf16->f32ÙĞãÓÍÄ]*
f16xf16->f16®šÉã¬°p*
f16xf16->f32ŠÑé—ìŞ\*
f32xf32->f32•¼à„ÕÑ*"
f8e4m3fnxf8e4m3fn->bf16®¬ Ò–£°* 
f8e4m3fnxf8e4m3fn->f32ãÁ‚üõO*&
f8e4m3fnxf8e4m3fn->f8e4m3fnËÜµ˜è ›* 
f8e4m3fnxf8e5m2->bf16¬È…Ùë©*
f8e4m3fnxf8e5m2->f32‡¼øÁ³*$
f8e4m3fnxf8e5m2->f8e4m3fn•×ÙºÀ›*"
f8e4m3fnxf8e5m2->f8e5m2ğè­æ¹­ * 
f8e5m2xf8e4m3fn->bf16ÿÁ‹¦ú¨*
f8e5m2xf8e4m3fn->f32›‡¤´…÷«*$
f8e5m2xf8e4m3fn->f8e4m3fn¨”ŠÅ¢›*"
f8e5m2xf8e4m3fn->f8e5m2ÓíœÄé 
”€€  €*
bf16xbf16->bf16œçŞ¥¾º­*
bf16xbf16->f32È·¾’Ó“š*
f16xf16->f16ªÕªÕªá¢*
f16xf16->f32àÓÛæÚ–*
f32xf32->f32Ğô¾æŠ°*"
f8e4m3fnxf8e4m3fn->bf16…¨‘Ïó×Û* 
f8e4m3fnxf8e4m3fn->f32 ¦Š¯ æY*&
f8e4m3fnxf8e4m3fn->f8e4m3fnñíû÷‰Ì* 
f8e4m3fnxf8e5m2->bf16ß¯«·Ü*
f8e4m3fnxf8e5m2->f32º¢ˆ°ï†*$
f8e4m3fnxf8e5m2->f8e4m3fn®©ö•Ş®Í*"
f8e4m3fnxf8e5m2->f8e5m2šâ¦Ï½ÇÏ* 
f8e5m2xf8e4m3fn->bf16¢—ºÑ‹ùİ*
f8e5m2xf8e4m3fn->f32á·Íúš£ˆ*$
f8e5m2xf8e4m3fn->f8e4m3fnŸÃÜ“ıÉ*"
f8e5m2xf8e4m3fn->f8e5m2·×›™ÌÑ
†€€ €*
bf16xbf16->bf16û°– ÚB*
bf16xbf16->f32¬úğûÂÿC*
f16xf16->f16ñ¸œÇèC*
f16xf16->f32é¿ìÁĞC*
f32xf32->f32Çãñ¸œ*!
f8e4m3fnxf8e4m3fn->bf16ùÒÚøªŒQ* 
f8e4m3fnxf8e4m3fn->f32˜Åü¬·½R*%
f8e4m3fnxf8e4m3fn->f8e4m3fn­—ïY*
f8e4m3fnxf8e5m2->bf16¹Îóœç¸b*
f8e4m3fnxf8e5m2->f32îúÙ™†b*#
f8e4m3fnxf8e5m2->f8e4m3fnÕ‡Ğ«¸[*!
f8e4m3fnxf8e5m2->f8e5m2–âæàÛÀW*
f8e5m2xf8e4m3fn->bf16ñÊî› …S*
f8e5m2xf8e4m3fn->f32–âæàÛÀW*#
f8e5m2xf8e4m3fn->f8e4m3fnğìã„ç¦e*!
f8e5m2xf8e4m3fn->f8e5m2ÃÚŠÆê\
†€€ €*
bf16xbf16->bf16ºÆÙÿõ9*
bf16xbf16->f32“§¼ª¤2*
f16xf16->f16ÙıÄêƒ½:*
f16xf16->f32½ºîŞ–É1*
f32xf32->f32ó˜àÑõ½*!
f8e4m3fnxf8e4m3fn->bf16éÒ¥Ë–çG* 
f8e4m3fnxf8e4m3fn->f32­Å¦œ÷7*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÜÄ¿³îÔF*
f8e4m3fnxf8e5m2->bf16Ïÿ°Ïÿ¸H*
f8e4m3fnxf8e5m2->f32Æø‡ØÂt*#
f8e4m3fnxf8e5m2->f8e4m3fnã„×¶ğœH*!
f8e4m3fnxf8e5m2->f8e5m2íÙ‡ç“úE*
f8e5m2xf8e4m3fn->bf16Ä¶øùÇH*
f8e5m2xf8e4m3fn->f32ñññÆq*#
f8e5m2xf8e4m3fn->f8e4m3fn‘¼©Ñã½D*!
f8e5m2xf8e4m3fn->f8e5m2¦Ù¦Ù¦üF
ˆ€€ €*
bf16xbf16->bf16šÌ´ìÜ®f*
bf16xbf16->f32–âæàÛÀW*
f16xf16->f16×Ûäã›X*
f16xf16->f32ùå†šùµV*
f32xf32->f32¦ü…Œ¿*!
f8e4m3fnxf8e4m3fn->bf16áïÖûæ×q* 
f8e4m3fnxf8e4m3fn->f32“–ÔóŸÔH*%
f8e4m3fnxf8e4m3fn->f8e4m3fnšÈ†ÒÁ”d*
f8e4m3fnxf8e5m2->bf16™—ÿöœh*
f8e4m3fnxf8e5m2->f32€€€€€¨Ã*#
f8e4m3fnxf8e5m2->f8e4m3fnÇçåÚ¼¼f*!
f8e4m3fnxf8e5m2->f8e5m2ÆÏ¡îÉşd*
f8e5m2xf8e4m3fn->bf16¼øğñr*
f8e5m2xf8e4m3fn->f32§ñ’ÃàÈ*#
f8e5m2xf8e4m3fn->f8e4m3fn”¸¬®„€h*!
f8e5m2xf8e4m3fn->f8e5m2„äµ¢ Êf
”€€ €*
bf16xbf16->bf16Šÿ¢ÎÁŒ*
bf16xbf16->f32ÏÏıÜŞ‘†*
f16xf16->f16èØ¡ØÚ‹*
f16xf16->f32 †Ü®ÓÀ„*
f32xf32->f32­ßİá´‡*"
f8e4m3fnxf8e4m3fn->bf16Üˆ¹£¡¥Ì* 
f8e4m3fnxf8e4m3fn->f32’ÉŸä…Z*&
f8e4m3fnxf8e4m3fn->f8e4m3fnšÎüæŸòÆ* 
f8e4m3fnxf8e5m2->bf16€›Æ¶§ƒÎ*
f8e4m3fnxf8e5m2->f32É¤’É¤‚—*$
f8e4m3fnxf8e5m2->f8e4m3fn£¼×éŒÚÃ*"
f8e4m3fnxf8e5m2->f8e5m2ëìƒ¦„ÂÈ* 
f8e5m2xf8e4m3fn->bf16Ó§²¿ÂçÍ*
f8e5m2xf8e4m3fn->f32ªÕªÕªµ„*$
f8e5m2xf8e4m3fn->f8e4m3fn±ŞÃ¤Å*"
f8e5m2xf8e4m3fn->f8e5m2½Ìœñ©‘É
”€€  €*
bf16xbf16->bf16•«ÜéÆ¥Ç*
bf16xbf16->f32ƒ–İë³*
f16xf16->f16ËÑÉÇœÉ¿*
f16xf16->f32ƒ«À¯©°*
f32xf32->f32şÖ Åü”*"
f8e4m3fnxf8e4m3fn->bf16¾æı¶¡¼Œ* 
f8e4m3fnxf8e4m3fn->f32Ä…öÉËb*&
f8e4m3fnxf8e4m3fn->f8e4m3fnªÕªÕŠ¨ş* 
f8e4m3fnxf8e5m2->bf16ı«ôÈ±*
f8e4m3fnxf8e5m2->f32ÆçáøÜü*$
f8e4m3fnxf8e5m2->f8e4m3fn†„Ğ¾øæ…*"
f8e4m3fnxf8e5m2->f8e5m2›½ÂÈêß‡* 
f8e5m2xf8e4m3fn->bf16ŸŸû¹½£Œ*
f8e5m2xf8e4m3fn->f32àìƒÌ½ï*$
f8e5m2xf8e4m3fn->f8e4m3fnáè§“ëá„*"
f8e5m2xf8e4m3fn->f8e5m2­¥òï™»…
‘€€ € *
bf16xbf16->bf16óÿ‡•ø`*
bf16xbf16->f32ˆ¡¦á®‹Z*
f16xf16->f16·îÜ¹óŞ_*
f16xf16->f32´Æûè—íc*
f32xf32->f32‹áäË¦§!*"
f8e4m3fnxf8e4m3fn->bf16€ûÀ³âĞ’*!
f8e4m3fnxf8e4m3fn->f32Í²Í²Íø*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¥øÆ¦‰“* 
f8e4m3fnxf8e5m2->bf16œÇã±Å©*
f8e4m3fnxf8e5m2->f32ë§×Ï®×¡*$
f8e4m3fnxf8e5m2->f8e4m3fn±ğŠëÈŸ*"
f8e4m3fnxf8e5m2->f8e5m2œÇã±Å©* 
f8e5m2xf8e4m3fn->bf16©ÊÒ”¥Á*
f8e5m2xf8e4m3fn->f32©¬ááÄ‚*$
f8e5m2xf8e4m3fn->f8e4m3fn©ÊÒ”¥Á*"
f8e5m2xf8e4m3fn->f8e5m2†ì»ÌšÄ
’€€ € *
bf16xbf16->bf16…üâÕŸì}*
bf16xbf16->f32Äš»ï•~*
f16xf16->f16Š¬ˆ×“x*
f16xf16->f32İµƒ´ÔÓ~*
f32xf32->f32†ì»ÌšÄ*"
f8e4m3fnxf8e4m3fn->bf16¹²™ˆè…*!
f8e4m3fnxf8e4m3fn->f32¾«˜Ø‹ù*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÑ¹Şî“* 
f8e4m3fnxf8e5m2->bf16¸à‡œ¸Î*
f8e4m3fnxf8e5m2->f32†àî¦Ú*$
f8e4m3fnxf8e5m2->f8e4m3fnÑ¨”ŠÅ‚¶*"
f8e4m3fnxf8e5m2->f8e5m2ó’Â§ÚÇ* 
f8e5m2xf8e4m3fn->bf16ĞäÅ–Œ³*
f8e5m2xf8e4m3fn->f32âšà•Ö‘¿*$
f8e5m2xf8e4m3fn->f8e4m3fn¶ÈèŠî×*"
f8e5m2xf8e4m3fn->f8e5m2âšà•Ö‘¿
ˆ€€ € *
bf16xbf16->bf16±«´àèíx*
bf16xbf16->f32¸¹éªëòw*
f16xf16->f16ÿÌ§·òàz*
f16xf16->f32åâÖ¢–Ëu*
f32xf32->f32ÿ¬êõ¤ç*!
f8e4m3fnxf8e4m3fn->bf16ìÓ´ï¶’{* 
f8e4m3fnxf8e4m3fn->f32á”œ·”¡T*%
f8e4m3fnxf8e4m3fn->f8e4m3fnø³Ø…­¦z*
f8e4m3fnxf8e5m2->bf16¤é¸ìÖÉ~*
f8e4m3fnxf8e5m2->f32€¤ˆßÙ’*#
f8e4m3fnxf8e5m2->f8e4m3fn˜’”íøö{*!
f8e4m3fnxf8e5m2->f8e5m2¢ã½ö’{*
f8e5m2xf8e4m3fn->bf16˜«ô·¸ö{*
f8e5m2xf8e4m3fn->f32´İÁ©ä÷‡*#
f8e5m2xf8e4m3fn->f8e4m3fn½¹»¡©Ãz*!
f8e5m2xf8e4m3fn->f8e5m2ÏÂ÷¸ïœ{
”€€ € *
bf16xbf16->bf16’½ĞÄ¦Ù*
bf16xbf16->f32ì“Öí‹ˆ™*
f16xf16->f16ü“äÊÅˆ*
f16xf16->f32Ô›Š°—–*
f32xf32->f32§æìÒ–§*"
f8e4m3fnxf8e4m3fn->bf16§ë—İ½«Õ* 
f8e4m3fnxf8e4m3fn->f32”¦”¢›‡d*&
f8e4m3fnxf8e4m3fn->f8e4m3fn—çêãáÔ* 
f8e4m3fnxf8e5m2->bf16‚ÅåôâÏÖ*
f8e4m3fnxf8e5m2->f32ßğçš­Ö*$
f8e4m3fnxf8e5m2->f8e4m3fnœ®­÷Ò*"
f8e4m3fnxf8e5m2->f8e5m2—§¤Ú˜¾Ó* 
f8e5m2xf8e4m3fn->bf16µ¯±õ×Õ*
f8e5m2xf8e4m3fn->f32±ØĞè¼Êß*$
f8e5m2xf8e4m3fn->f8e4m3fnÁë¨ŒÙƒÓ*"
f8e5m2xf8e4m3fn->f8e5m2ËÖ«ÅºÒ
”€€  € *
bf16xbf16->bf16¤Á½£à*
bf16xbf16->f32ÅâøË­…Á*
f16xf16->f16šª±ğË¨Ó*
f16xf16->f32Ãù¨ö¨ıË*
f32xf32->f32Ü‡¹î©Ô*"
f8e4m3fnxf8e4m3fn->bf16”³éÎÌš* 
f8e4m3fnxf8e4m3fn->f32„¬–ëãh*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÑ„Ñ¾ı* 
f8e4m3fnxf8e5m2->bf16ú¦ïôÍŞ*
f8e4m3fnxf8e5m2->f32½Õ¸‡ÃâÁ*$
f8e4m3fnxf8e5m2->f8e4m3fnØ£‘öª‚*"
f8e4m3fnxf8e5m2->f8e5m2Ø£‘öª‚* 
f8e5m2xf8e4m3fn->bf16å‚ÎÕ‚*
f8e5m2xf8e4m3fn->f32èªü°â¹¿*$
f8e5m2xf8e4m3fn->f8e4m3fn¨—‘öˆ¤Œ*"
f8e5m2xf8e4m3fn->f8e5m2¡­À±â
†€€ €*
bf16xbf16->bf16¼ºëü¡ë*
bf16xbf16->f32—íˆ¸¸Ë*
f16xf16->f16…æÿØ²¾*
f16xf16->f32ÉŠŒ É€*
f32xf32->f32¾çÆúş*!
f8e4m3fnxf8e4m3fn->bf16”®²ˆì* 
f8e4m3fnxf8e4m3fn->f32Ôæ¨´­Ø*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÍ›·îÜ÷*
f8e4m3fnxf8e5m2->bf16œÊ¯¥ß*
f8e4m3fnxf8e5m2->f32À¯ÜúÃİ*#
f8e4m3fnxf8e5m2->f8e4m3fnÎóœç™Î*!
f8e4m3fnxf8e5m2->f8e5m2ÀÛ¾¶ÆÁ*
f8e5m2xf8e4m3fn->bf16ÀÓ¨Æ€™*
f8e5m2xf8e4m3fn->f32¦™ÈßĞ*#
f8e5m2xf8e4m3fn->f8e4m3fnûÌá¥±*!
f8e5m2xf8e4m3fn->f8e5m2™ïµ±´È
†€€ €*
bf16xbf16->bf16‰»âÎØÇ%*
bf16xbf16->f32³Î÷ÈÈã"*
f16xf16->f16ÊÜÓèÂ±&*
f16xf16->f32öìÃó‰ı"*
f32xf32->f32‰øÜöá*!
f8e4m3fnxf8e4m3fn->bf16¢Éúã™‘+* 
f8e4m3fnxf8e4m3fn->f32è¬åé‚Á&*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‹Ó³±ºê**
f8e4m3fnxf8e5m2->bf16ÔËœµù)*
f8e4m3fnxf8e5m2->f32òµ¨Şæ“(*#
f8e4m3fnxf8e5m2->f8e4m3fnØ•‚Î°)*!
f8e4m3fnxf8e5m2->f8e5m2úéõÓëµ(*
f8e5m2xf8e4m3fn->bf16‹‹ÈÔåˆ,*
f8e5m2xf8e4m3fn->f32€€€€è’&*#
f8e5m2xf8e4m3fn->f8e4m3fnÊÒ”¥©°'*!
f8e5m2xf8e4m3fn->f8e5m2ˆ•²ÏĞ&
†€€ €*
bf16xbf16->bf16Ò€¢Š˜=*
bf16xbf16->f32ò…ÛŠÔ‰3*
f16xf16->f16ÏÀÔäù ;*
f16xf16->f32õÖÛîºã/*
f32xf32->f32û´„Ëû…*!
f8e4m3fnxf8e4m3fn->bf16ÑÙÊÓ…‚M* 
f8e4m3fnxf8e4m3fn->f32ÁóãàùÅ;*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‚¾ñêö>*
f8e4m3fnxf8e5m2->bf16±ÀÓ»R*
f8e4m3fnxf8e5m2->f32ÁŸüÜ„™J*#
f8e4m3fnxf8e5m2->f8e4m3fn¦œÚÓ>*!
f8e4m3fnxf8e5m2->f8e5m2ïÊıœ¤Ê9*
f8e5m2xf8e4m3fn->bf16±«„šœáR*
f8e5m2xf8e4m3fn->f32í«³Ş€D*#
f8e5m2xf8e4m3fn->f8e4m3fn‚´ÜÛÎ£A*!
f8e5m2xf8e4m3fn->f8e5m2Óš£Ñµá>
†€€ €*
bf16xbf16->bf16ÌõâêëüP*
bf16xbf16->f32™¹ä şÂB*
f16xf16->f16Á•¦•Å¸P*
f16xf16->f32Ñ‰ÍèÄĞA*
f32xf32->f32ü©÷–Óô*!
f8e4m3fnxf8e4m3fn->bf16ªÕªÕêÜe* 
f8e4m3fnxf8e4m3fn->f32Íö¨ŒáÓO*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¡‡ØÛÇÉV*
f8e4m3fnxf8e5m2->bf16ò¡öÃg*
f8e4m3fnxf8e5m2->f32Á…ÇÌ“èt*#
f8e4m3fnxf8e5m2->f8e4m3fnª¶ïõ€éW*!
f8e4m3fnxf8e5m2->f8e5m2¡‡ØÛÇÉV*
f8e5m2xf8e4m3fn->bf16š´ÉÙú‹e*
f8e5m2xf8e4m3fn->f32•ãœ—¶Üo*#
f8e5m2xf8e4m3fn->f8e4m3fn¶Ûí¶Û˜W*!
f8e5m2xf8e4m3fn->f8e5m2áŠğäÚÁU
‹€€  €*
bf16xbf16->bf16¶Ûí¶ÛÍo*
bf16xbf16->f32è ”‘õ¡V*
f16xf16->f16£çÕÔ¼±l*
f16xf16->f32Ù†ç›·ÔU*
f32xf32->f32É² „Ìå*"
f8e4m3fnxf8e4m3fn->bf16†Ãá°˜©‘* 
f8e4m3fnxf8e4m3fn->f32é“ÙŸáóf*%
f8e4m3fnxf8e4m3fn->f8e4m3fnç¼¹õ½õi* 
f8e4m3fnxf8e5m2->bf16Ï¹Ş£¢‹*
f8e4m3fnxf8e5m2->f32½ åÙÛà‘*#
f8e4m3fnxf8e5m2->f8e4m3fné«Œååæi*!
f8e4m3fnxf8e5m2->f8e5m2ç¼¹õ½õi* 
f8e5m2xf8e4m3fn->bf16€ûÀ³âĞ’*
f8e5m2xf8e4m3fn->f32–‘…±‰‰‡*#
f8e5m2xf8e4m3fn->f8e4m3fnÜ†ã–ÒÕh*!
f8e5m2xf8e4m3fn->f8e5m2®È³ß—™k
†€€ €*
bf16xbf16->bf16‡œğÀƒç)*
bf16xbf16->f32‰¿Æ’ş°#*
f16xf16->f16¡°Úù‚(*
f16xf16->f32Öè«ïÃß&*
f32xf32->f32»öáùÄ¾*!
f8e4m3fnxf8e4m3fn->bf16©ÜäØƒ2* 
f8e4m3fnxf8e4m3fn->f32‘™İÍÅğ$*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÃÆõÃÆé1*
f8e4m3fnxf8e5m2->bf16ÑÖ¹’§5*
f8e4m3fnxf8e5m2->f32Â’Åè '*#
f8e4m3fnxf8e5m2->f8e4m3fnÊÆ¢…2*!
f8e4m3fnxf8e5m2->f8e5m2î³Ÿ¶Æ°-*
f8e5m2xf8e4m3fn->bf16ÃÆõÃÆé1*
f8e5m2xf8e4m3fn->f32úéõÓëµ(*#
f8e5m2xf8e4m3fn->f8e4m3fnı€ÕãŞË.*!
f8e5m2xf8e4m3fn->f8e5m2›·îÜ¹ï/
†€€ €*
bf16xbf16->bf16ÃÆõÃÆé1*
bf16xbf16->f32îğ†·À4*
f16xf16->f16ôÙğôø·2*
f16xf16->f32¬ù¸êğà2*
f32xf32->f32ÕÅ¢„*!
f8e4m3fnxf8e4m3fn->bf16Ø†¸ÅµäO* 
f8e4m3fnxf8e4m3fn->f32’ıÓûÑÍ7*%
f8e4m3fnxf8e4m3fn->f8e4m3fn´¤ƒ N*
f8e4m3fnxf8e5m2->bf16ãÜÄğÉöQ*
f8e4m3fnxf8e5m2->f32çÔÜîññJ*#
f8e4m3fnxf8e5m2->f8e4m3fn‡¹ÈÃœÌG*!
f8e4m3fnxf8e5m2->f8e5m2ğé­ó‡­K*
f8e5m2xf8e4m3fn->bf16ªºä¡M*
f8e5m2xf8e4m3fn->f32â²ã·†™D*#
f8e5m2xf8e4m3fn->f8e4m3fn“öÄ±K*!
f8e5m2xf8e4m3fn->f8e5m2ŠÌÃÖŸM
‡€€ €*
bf16xbf16->bf16Î³ï’ŸİV*
bf16xbf16->f32Ä³Ç‰ç¾G*
f16xf16->f16ÕªÕªÕ°Q*
f16xf16->f32å¬öŠ¼ºE*
f32xf32->f32÷¥¾‘Ã*!
f8e4m3fnxf8e4m3fn->bf16½ô¾‚èæv* 
f8e4m3fnxf8e4m3fn->f32¸ô–óÜ–P*%
f8e4m3fnxf8e4m3fn->f8e4m3fn˜ç¸€Åœm*
f8e4m3fnxf8e5m2->bf16…üâÕŸì}*
f8e4m3fnxf8e5m2->f32™Ä™Ä™”€*#
f8e4m3fnxf8e5m2->f8e4m3fnèïìºèŸp*!
f8e4m3fnxf8e5m2->f8e5m2èïìºèŸp*
f8e5m2xf8e4m3fn->bf16ş£•œ–±w*
f8e5m2xf8e4m3fn->f32ÎÊ” Â×z*#
f8e5m2xf8e4m3fn->f8e4m3fnıºæÃÍıs*!
f8e5m2xf8e4m3fn->f8e5m2 ÜĞæÉüm
€€ €*
bf16xbf16->bf16Ïçóù t*
bf16xbf16->f32¨İ©¤Ü†d*
f16xf16->f16ôç™Äˆ t*
f16xf16->f32êñ¦ù¹Ÿb*
f32xf32->f32ƒ¥ÖåŠû*"
f8e4m3fnxf8e4m3fn->bf16‘‚úÃ„£* 
f8e4m3fnxf8e4m3fn->f32¶©”´Ì®v*&
f8e4m3fnxf8e4m3fn->f8e4m3fn…°ò­€ãˆ* 
f8e4m3fnxf8e5m2->bf16ãàù±ğî”*
f8e4m3fnxf8e5m2->f32Â‰ï¹âÉ*$
f8e4m3fnxf8e5m2->f8e4m3fn°¹ÏÆ°Ù†*"
f8e4m3fnxf8e5m2->f8e5m2á¯§¡“‘†* 
f8e5m2xf8e4m3fn->bf16§ÖãŞÖ¡*
f8e5m2xf8e4m3fn->f32…Ö«¬³ÌÀ*$
f8e5m2xf8e4m3fn->f8e4m3fnÙñˆçÂ¨„*"
f8e5m2xf8e4m3fn->f8e5m2œ¼Ñ°ãú…
•€€  €*
bf16xbf16->bf16èÅ®ô¢Ç±*
bf16xbf16->f32åàú¬å•ƒ*
f16xf16->f16ğ¤îå¶éŸ*
f16xf16->f32¢ôÕ®Îƒ*
f32xf32->f32Ğï€â¹‰*"
f8e4m3fnxf8e4m3fn->bf16¯Ë¸„âå*!
f8e4m3fnxf8e4m3fn->f32û”µı†*&
f8e4m3fnxf8e4m3fn->f8e4m3fn®»àÜöô°* 
f8e4m3fnxf8e5m2->bf16‹ÆÚ‚šÁå*
f8e4m3fnxf8e5m2->f32¼øğáãå*$
f8e4m3fnxf8e5m2->f8e4m3fn®Ó±‹ÿá­*"
f8e4m3fnxf8e5m2->f8e5m2Û¤Ç¨±¬* 
f8e5m2xf8e4m3fn->bf16¸¢®ã¨êâ*
f8e5m2xf8e4m3fn->f32ªÕªÕŠ¨ş*$
f8e5m2xf8e4m3fn->f8e4m3fn­ÄÍÁ·¯*"
f8e5m2xf8e4m3fn->f8e5m2®Ó±‹ÿá­
†€€ €*
bf16xbf16->bf16ùÀûáÎ3*
bf16xbf16->f32¤Ì·ç©1*
f16xf16->f16ÊÆ¢…2*
f16xf16->f32æÆ’İ£Ÿ0*
f32xf32->f32™©íÑ³ú*!
f8e4m3fnxf8e4m3fn->bf16Ô´ÖÄ¿=* 
f8e4m3fnxf8e4m3fn->f32ÏÀÔäù ;*%
f8e4m3fnxf8e4m3fn->f8e4m3fn­¿¥µÓ=*
f8e4m3fnxf8e5m2->bf16ÛØÇó©¸>*
f8e4m3fnxf8e5m2->f32øó¦¼½šJ*#
f8e4m3fnxf8e5m2->f8e4m3fn¢ˆÍİ÷Š?*!
f8e4m3fnxf8e5m2->f8e5m2Ø‘Í›ç?*
f8e5m2xf8e4m3fn->bf16‚ü…·íŸ?*
f8e5m2xf8e4m3fn->f32¢ˆÍİ÷Š?*#
f8e5m2xf8e4m3fn->f8e4m3fnğ›¢“·<*!
f8e5m2xf8e4m3fn->f8e5m2éÊÉ§ü:
‡€€ €*
bf16xbf16->bf16ÇãñØâT*
bf16xbf16->f32­·°ŠùıA*
f16xf16->f16À’¼£ÓÄI*
f16xf16->f32€áØÍ¼ÉD*
f32xf32->f32†’®»£Ÿ*!
f8e4m3fnxf8e4m3fn->bf16¯¦†–m* 
f8e4m3fnxf8e4m3fn->f32ĞŠãÓ‡Q*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÓ¸É¡°‡d*
f8e4m3fnxf8e5m2->bf16™¢²™éëb*
f8e4m3fnxf8e5m2->f32ş£•œ–±w*#
f8e4m3fnxf8e5m2->f8e4m3fnš”¯Ãòåf*!
f8e4m3fnxf8e5m2->f8e5m2ØòñÔáÁe*
f8e5m2xf8e4m3fn->bf16¾‚Ùâõºi*
f8e5m2xf8e4m3fn->f32÷ó²–*#
f8e5m2xf8e4m3fn->f8e4m3fnõ»¶Ôïñg*!
f8e5m2xf8e4m3fn->f8e5m2š´ÉÙú‹e
€€ €*
bf16xbf16->bf16ØòñÔáÁe*
bf16xbf16->f32˜û€³ä[*
f16xf16->f16íÌãÄ‡Øf*
f16xf16->f32“®”ÿ…ßl*
f32xf32->f32øÒü•*"
f8e4m3fnxf8e4m3fn->bf16Â•àÉµƒ«* 
f8e4m3fnxf8e4m3fn->f32àç’€©p*&
f8e4m3fnxf8e4m3fn->f8e4m3fn€€€€€ œ* 
f8e4m3fnxf8e5m2->bf16×ÜŞšà›*
f8e4m3fnxf8e5m2->f32µè’³õ—Ê*$
f8e4m3fnxf8e5m2->f8e4m3fn€€€€ Ë˜*"
f8e4m3fnxf8e5m2->f8e5m2„´Š‚šå* 
f8e5m2xf8e4m3fn->bf16¤ûÇ²ë£*
f8e5m2xf8e4m3fn->f32Ö“á•§¹*$
f8e5m2xf8e4m3fn->f8e4m3fn¼‹Š‹ø÷–*"
f8e5m2xf8e4m3fn->f8e5m2ŸÔÂÅ†€œ
•€€ €*
bf16xbf16->bf16Ó€ë–™²*
bf16xbf16->f32´œš—é*
f16xf16->f16£şãØâ³¤*
f16xf16->f32ñ—¬ò¡à—*
f32xf32->f32‰¥¹àƒ¯*"
f8e4m3fnxf8e4m3fn->bf16€–İä˜Û*!
f8e4m3fnxf8e4m3fn->f32„çÙÂ†“*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÏí¯ÛœİÂ* 
f8e4m3fnxf8e5m2->bf16ÔëòàÍ•ä*
f8e4m3fnxf8e5m2->f32Çğ¦•ˆò*$
f8e4m3fnxf8e5m2->f8e4m3fnÓ§²¿ÂçÍ*"
f8e4m3fnxf8e5m2->f8e5m2ó¥œìæÍ* 
f8e5m2xf8e4m3fn->bf16ïáû‚úÙÚ*
f8e5m2xf8e4m3fn->f32İˆ¦Ş´ºŠ*$
f8e5m2xf8e4m3fn->f8e4m3fn‹›¸±ƒ×Î*"
f8e5m2xf8e4m3fn->f8e5m2èÜ¾ÿ²ÄÂ
•€€  €*
bf16xbf16->bf16ÕûãğÚèç*
bf16xbf16->f32…¶±Úò„¹*
f16xf16->f16ˆİÉ¸èö×*
f16xf16->f32Ï‚©¸™–´*
f32xf32->f32Ô”’Ô £*"
f8e4m3fnxf8e4m3fn->bf16Ò”¥©Ê‚»*!
f8e4m3fnxf8e4m3fn->f32ŠÊ”¢»€*&
f8e4m3fnxf8e4m3fn->f8e4m3fnê‡äß‚Á†* 
f8e4m3fnxf8e5m2->bf16ñÆÍ¿¯Í¾*
f8e4m3fnxf8e5m2->f32âÁ¦ÌİÈˆ*$
f8e4m3fnxf8e5m2->f8e4m3fnáÊä„§²‡*"
f8e4m3fnxf8e5m2->f8e5m2ìŠÁ†§êˆ* 
f8e5m2xf8e4m3fn->bf16µÚ£±„Ï¾*
f8e5m2xf8e4m3fn->f32–ø¬ŠÕ*$
f8e5m2xf8e4m3fn->f8e4m3fn¡¦úÉ¿Ğ…*"
f8e5m2xf8e4m3fn->f8e5m2¹²™ˆè…
‡€€ €*
bf16xbf16->bf16ïÊıœ¤Ê9*
bf16xbf16->f32ïó›¦›í9*
f16xf16->f16ºÜ“F*
f16xf16->f32«ıØÃ‹±8*
f32xf32->f32š¸ˆéÇÒ*!
f8e4m3fnxf8e4m3fn->bf16±ğü˜¸·J* 
f8e4m3fnxf8e4m3fn->f32—ĞÌàÊãO*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÈçÄÉ§¸H*
f8e4m3fnxf8e5m2->bf16½‰Ú—¡«H*
f8e4m3fnxf8e5m2->f32ÕªÕªÕš‚*#
f8e4m3fnxf8e5m2->f8e4m3fn ä„Ó¦şH*!
f8e4m3fnxf8e5m2->f8e5m2š©Ø¯ºâH*
f8e5m2xf8e4m3fn->bf16Ğòì­ğH*
f8e5m2xf8e4m3fn->f32Ô™˜»óœo*#
f8e5m2xf8e4m3fn->f8e4m3fnÜÄ¿³îÔF*!
f8e5m2xf8e4m3fn->f8e5m2š©Ø¯ºâH
ˆ€€ €*
bf16xbf16->bf16™¹š…i*
bf16xbf16->f32­Òã†Ô˜V*
f16xf16->f16Œ´ˆ¯«Z*
f16xf16->f32¹‰åÓ·U*
f32xf32->f32Æ“ºüøı*!
f8e4m3fnxf8e4m3fn->bf16ó‚‰¥Öt* 
f8e4m3fnxf8e4m3fn->f32¶¥ØÙú€g*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÂøïªùv*
f8e4m3fnxf8e5m2->bf16ØÙÚøşÿ}*
f8e4m3fnxf8e5m2->f32ê÷ì¨ßãÏ*#
f8e4m3fnxf8e5m2->f8e4m3fnŸ©ÉóÁv*!
f8e4m3fnxf8e5m2->f8e5m2Âøïªùv*
f8e5m2xf8e4m3fn->bf16´êùëÔu*
f8e5m2xf8e4m3fn->f32±§ì‰»æ»*#
f8e5m2xf8e4m3fn->f8e4m3fnı‹˜´æu*!
f8e5m2xf8e4m3fn->f8e5m2Ïí²äú‰v
•€€ €*
bf16xbf16->bf16¦°¼«ö³“*
bf16xbf16->f32ŒÌ‹×´Œ*
f16xf16->f16­ÁË”ã¬*
f16xf16->f32£øÒ¢Çûˆ*
f32xf32->f32ÌôÅöÉš*"
f8e4m3fnxf8e4m3fn->bf16·Š¢ÍÈ²©*!
f8e4m3fnxf8e4m3fn->f32ÂÓÊÖ¼„‚*&
f8e4m3fnxf8e4m3fn->f8e4m3fn²ñÚ›úÁ* 
f8e4m3fnxf8e5m2->bf16Úº…»†ş©*
f8e4m3fnxf8e5m2->f32 ¶±€²Ë¦*$
f8e4m3fnxf8e5m2->f8e4m3fnóœç¹ÎñÄ*"
f8e4m3fnxf8e5m2->f8e5m2‚Üõ³³ŒÄ* 
f8e5m2xf8e4m3fn->bf16ñíû÷‰Ì*
f8e5m2xf8e4m3fn->f32¶çœÏè—*$
f8e5m2xf8e4m3fn->f8e4m3fnÊÁ¤Òâ‰Å*"
f8e5m2xf8e4m3fn->f8e5m2‰ª‡î•çÀ
•€€ €*
bf16xbf16->bf16¼ã²ö€ıÙ*
bf16xbf16->f32¾½Æ±ÚÀ*
f16xf16->f16”Ó¬æÀ›Ã*
f16xf16->f32İ„­á€Ú¼*
f32xf32->f32›Â‚ÚŞ§*"
f8e4m3fnxf8e4m3fn->bf16É¤’É¤‚—*!
f8e4m3fnxf8e4m3fn->f32Ìé¹¡¯¨*&
f8e4m3fnxf8e4m3fn->f8e4m3fn‘Èıã½Æ‰* 
f8e4m3fnxf8e5m2->bf16Ñ¹Şî“*
f8e4m3fnxf8e5m2->f32ÀÌé³ º³*$
f8e4m3fnxf8e5m2->f8e4m3fnÿÑ®Òö‡*"
f8e4m3fnxf8e5m2->f8e5m2åä‘ƒù‹Š* 
f8e5m2xf8e4m3fn->bf16Ù›ŞÇƒŠ“*
f8e5m2xf8e4m3fn->f32ñÂš§ò·*$
f8e5m2xf8e4m3fn->f8e4m3fn¡‹õô¿¥ˆ*"
f8e5m2xf8e4m3fn->f8e5m2İ×Í¥—ÿŠ
•€€  €*
bf16xbf16->bf16ÔŒû×Êú“*
bf16xbf16->f32á¾™×Œƒ¼*
f16xf16->f16‚‹¬±ı*
f16xf16->f32Ò€´‰’â*
f32xf32->f32œàÍÊ ø*"
f8e4m3fnxf8e4m3fn->bf16æªæô’„*!
f8e4m3fnxf8e4m3fn->f32¹Ó¦•®Š²*&
f8e4m3fnxf8e4m3fn->f8e4m3fnşé…ëí×* 
f8e4m3fnxf8e5m2->bf16ä×ó§Ó…*
f8e4m3fnxf8e5m2->f32–ÒÒì‘*$
f8e4m3fnxf8e5m2->f8e4m3fn“­ˆıÚ»Ø*"
f8e4m3fnxf8e5m2->f8e5m2—ŠÖâ³ÍÕ* 
f8e5m2xf8e4m3fn->bf16õ™ ÙÇÚƒ*
f8e5m2xf8e4m3fn->f32§‰´ÉĞº£*$
f8e5m2xf8e4m3fn->f8e4m3fnËüºÏÉßÕ*"
f8e5m2xf8e4m3fn->f8e5m2Çñ§ïÿıÙ
”€€ € *
bf16xbf16->bf16²ó×¾îË…*
bf16xbf16->f32Õ€ü—ğş~*
f16xf16->f16 †Ü®ÓÀ„*
f16xf16->f32Â¬È…Ù×„*
f32xf32->f32àÏ­˜‡Æ$*"
f8e4m3fnxf8e4m3fn->bf16ƒ««¶Œ¬¾*!
f8e4m3fnxf8e4m3fn->f32Éø…Èùñ¼*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÕãÍòó¾Ä* 
f8e4m3fnxf8e5m2->bf16ĞäÅ–Œ³*
f8e4m3fnxf8e5m2->f32ó’Â§ÚÇ*$
f8e4m3fnxf8e5m2->f8e4m3fnÇÁóãàİ©*"
f8e4m3fnxf8e5m2->f8e5m2¸à‡œ¸Î* 
f8e5m2xf8e4m3fn->bf16¾¨…‹€¸*
f8e5m2xf8e4m3fn->f32½şÃ½şã¡*$
f8e5m2xf8e4m3fn->f8e4m3fn¹œÇãŠÓ*"
f8e5m2xf8e4m3fn->f8e5m2ÏœÜŒğ£¯
€€ € *
bf16xbf16->bf16ü‹·¢ÌŠ|*
bf16xbf16->f32ÊÚÑÒÓğt*
f16xf16->f16š²Í¸Ú°w*
f16xf16->f32Şç·Ì¶Ús*
f32xf32->f32¨í¯Â‹*"
f8e4m3fnxf8e4m3fn->bf16„™çÒ›©€*!
f8e4m3fnxf8e4m3fn->f32ËÖ¬½æù„*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¸Öü‰âé~* 
f8e4m3fnxf8e5m2->bf16äÌú¿òß€*
f8e4m3fnxf8e5m2->f32§ƒŞ€œ˜*$
f8e4m3fnxf8e5m2->f8e4m3fnäÌú¿òß€*!
f8e4m3fnxf8e5m2->f8e5m2ºÏ‹ôÔÈ* 
f8e5m2xf8e4m3fn->bf16óà°ß«*
f8e5m2xf8e4m3fn->f32à›èÃò¼ *#
f8e5m2xf8e4m3fn->f8e4m3fn§µÆ¢ëÂ}*"
f8e5m2xf8e4m3fn->f8e5m2Áôé¾€
•€€ € *
bf16xbf16->bf16’ñÖ…±*
bf16xbf16->f32ê´µ™æ¥–*
f16xf16->f16’½ĞÄ¦Ù*
f16xf16->f32ÑêàÚµÆ•*
f32xf32->f32³ˆÂ…³¢*"
f8e4m3fnxf8e4m3fn->bf16ŠàÂ‘»Ìµ*!
f8e4m3fnxf8e4m3fn->f32‹³½Óì¦™*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÙÖ°é“¶´* 
f8e4m3fnxf8e5m2->bf16Ä¶½•â÷µ*
f8e4m3fnxf8e5m2->f32¯ØÕ Í˜*$
f8e4m3fnxf8e5m2->f8e4m3fnĞ Ü®Û¨â*"
f8e4m3fnxf8e5m2->f8e5m2ĞßÙõĞ¿à* 
f8e5m2xf8e4m3fn->bf16öÜŞÌ€Úä*
f8e5m2xf8e4m3fn->f32‘×‰©š*$
f8e5m2xf8e4m3fn->f8e4m3fn€ìô«Œµ*"
f8e5m2xf8e4m3fn->f8e5m2»¾‡â·ä
•€€ € *
bf16xbf16->bf16šıãÏıÈñ*
bf16xbf16->f32ğ™ÑóÊïÔ*
f16xf16->f16Ğß„³¹Ş*
f16xf16->f32øÀºÇä¬Ò*
f32xf32->f32ü»êÛˆâ*"
f8e4m3fnxf8e4m3fn->bf16´áÒ’€º*!
f8e4m3fnxf8e4m3fn->f32ƒ–ÕüÏÙ¹*&
f8e4m3fnxf8e4m3fn->f8e4m3fnè¤á¾é‰£* 
f8e4m3fnxf8e5m2->bf16¾ùÛÕğ”½*
f8e4m3fnxf8e5m2->f32¨Ò‚ƒ¨’À*$
f8e4m3fnxf8e5m2->f8e4m3fn±§ì‰ûØ*"
f8e4m3fnxf8e5m2->f8e5m2öâ—¢üÉ×* 
f8e5m2xf8e4m3fn->bf16·Óê—ı·*
f8e5m2xf8e4m3fn->f32İ¸©ÙÚ¶¾*$
f8e5m2xf8e4m3fn->f8e4m3fnàÃ©–»Ó*"
f8e5m2xf8e4m3fn->f8e5m2å²£®Í²
•€€  € *
bf16xbf16->bf16’çÑç¤°*
bf16xbf16->f32¹õä£ã÷*
f16xf16->f16™áğÆû‚*
f16xf16->f32ãé´­™…*
f32xf32->f32ü¢×ë¤*"
f8e4m3fnxf8e4m3fn->bf16ôÿ“İ¸Ó¶*!
f8e4m3fnxf8e4m3fn->f32 †’®ßà¾*&
f8e4m3fnxf8e4m3fn->f8e4m3fnşÓË¼È* 
f8e4m3fnxf8e5m2->bf16€·Æ£°°¹*
f8e4m3fnxf8e5m2->f32Â×öş¨±*$
f8e4m3fnxf8e5m2->f8e4m3fn…Ğ°Ù¼—*"
f8e4m3fnxf8e5m2->f8e5m2—£ÈË‘ä™* 
f8e5m2xf8e4m3fn->bf16¢Ï™ÕÊ¼³*
f8e5m2xf8e4m3fn->f32ÒÂ–ÖÍ¦½*$
f8e5m2xf8e4m3fn->f8e4m3fnú€À™€¨•*"
f8e5m2xf8e4m3fn->f8e5m2±§ÙÁñ“–
†€€ €*
bf16xbf16->bf16Š«¸˜ÑÀ'*
bf16xbf16->f32¢›üüã$*
f16xf16->f16Î¼èúÌƒ&*
f16xf16->f32‡Ñ£²İÊ#*
f32xf32->f32™Ëİ‚Ï®*!
f8e4m3fnxf8e4m3fn->bf16¬–Ëå²¸0* 
f8e4m3fnxf8e4m3fn->f32÷–“æÉá'*%
f8e4m3fnxf8e4m3fn->f8e4m3fnªÕªÕªØ(*
f8e4m3fnxf8e5m2->bf16áÃ‡¾ğ,*
f8e4m3fnxf8e5m2->f32€ûù­†’&*#
f8e4m3fnxf8e5m2->f8e4m3fnòµ¨Şæ“(*!
f8e4m3fnxf8e5m2->f8e5m2Ë’ì€â¤(*
f8e5m2xf8e4m3fn->bf16ŒÜòÍ‡.*
f8e5m2xf8e4m3fn->f32Ì¼‹à˜"*#
f8e5m2xf8e4m3fn->f8e4m3fn­¸ÓíáÔ)*!
f8e5m2xf8e4m3fn->f8e5m2İŠ”õ£(
†€€ €*
bf16xbf16->bf16”øò”ø£>*
bf16xbf16->f32Öî™ËÄ0*
f16xf16->f16Ô´ÖÄ¿=*
f16xf16->f32µ“ä˜Ãİ0*
f32xf32->f32Éíûè*!
f8e4m3fnxf8e4m3fn->bf16Ãá°˜ÌÔH* 
f8e4m3fnxf8e4m3fn->f32™ÔÈúá@*%
f8e4m3fnxf8e4m3fn->f8e4m3fn‚´ÜÛÎ£A*
f8e4m3fnxf8e5m2->bf16¥ª°€¥‚H*
f8e4m3fnxf8e5m2->f32¤“Í´ÒñB*#
f8e4m3fnxf8e5m2->f8e4m3fn™ÔÈúá@*!
f8e4m3fnxf8e5m2->f8e5m2Œ‰Ê¶¼û=*
f8e5m2xf8e4m3fn->bf16çÔÜîññJ*
f8e5m2xf8e4m3fn->f32‹«ÓŒ§·>*#
f8e5m2xf8e4m3fn->f8e4m3fn§¨‹°Ì¸C*!
f8e5m2xf8e4m3fn->f8e5m2œ«ş„ñ´?
†€€ €*
bf16xbf16->bf16Ü×‚³É®U*
bf16xbf16->f32§¨‹°Ì¸C*
f16xf16->f16–¦çâôÔU*
f16xf16->f32¹…âä•÷@*
f32xf32->f32€€€€áë*!
f8e4m3fnxf8e4m3fn->bf16Û¿åÄÂÆk* 
f8e4m3fnxf8e4m3fn->f32´®ß¿™¢a*%
f8e4m3fnxf8e4m3fn->f8e4m3fn°ÅÙª‰^*
f8e4m3fnxf8e5m2->bf16›Üáî€i*
f8e4m3fnxf8e5m2->f32™¢²™éëb*#
f8e4m3fnxf8e5m2->f8e4m3fnùå†šùµV*!
f8e4m3fnxf8e5m2->f8e5m2Íƒ’ÚÂûU*
f8e5m2xf8e4m3fn->bf16ªÕªÕêÜe*
f8e5m2xf8e4m3fn->f32’ «‚´½o*#
f8e5m2xf8e4m3fn->f8e4m3fnæÊ’ĞÏX*!
f8e5m2xf8e4m3fn->f8e5m2—–©Ë‘X
‹€€ €*
bf16xbf16->bf16³¼ÆçøÜm*
bf16xbf16->f32‚´é¡Èé\*
f16xf16->f16Û¿åÄÂÆk*
f16xf16->f32Š‹ÀöY*
f32xf32->f32ç×ØüÀ°*"
f8e4m3fnxf8e4m3fn->bf16¢“šÑ‰¡ƒ* 
f8e4m3fnxf8e4m3fn->f32Üª»ÆŞßr*%
f8e4m3fnxf8e4m3fn->f8e4m3fnıëûá¦½r* 
f8e4m3fnxf8e5m2->bf16ÒÿØ½‚¡‡*
f8e4m3fnxf8e5m2->f32 ÔôÈ½Âš*#
f8e4m3fnxf8e5m2->f8e4m3fnëŞûĞÏío*!
f8e4m3fnxf8e5m2->f8e5m2ÊÎˆ‰ü¥s* 
f8e5m2xf8e4m3fn->bf16ãñ¸œÑ‡*
f8e5m2xf8e4m3fn->f32¥øÆ¦‰“*#
f8e5m2xf8e4m3fn->f8e4m3fnÚŠŸÌ¸îo*!
f8e5m2xf8e4m3fn->f8e5m2×Î¥œ‚ñr
Œ€€  €*
bf16xbf16->bf16ùª©³•Íz*
bf16xbf16->f32©ÔˆŒÓğ_*
f16xf16->f16‘Î—±y*
f16xf16->f32à¹Ê¾¸b*
f32xf32->f32ª†¢–É“*"
f8e4m3fnxf8e4m3fn->bf16üÖ¤æçŸ*!
f8e4m3fnxf8e4m3fn->f32€€€€ Ë˜*%
f8e4m3fnxf8e4m3fn->f8e4m3fnø³Ø…­¦z* 
f8e4m3fnxf8e5m2->bf16§ì‰»â–*
f8e4m3fnxf8e5m2->f32†µ•Œ¡Ô¹*#
f8e4m3fnxf8e5m2->f8e4m3fnòºÇ—¶éw*!
f8e4m3fnxf8e5m2->f8e5m2‡Û‹š”y* 
f8e5m2xf8e4m3fn->bf16¦Ğ¨•Óî‘*
f8e5m2xf8e4m3fn->f32ØàŒ®Š»*#
f8e5m2xf8e4m3fn->f8e4m3fn«ºÆ‚ĞÎy*!
f8e5m2xf8e4m3fn->f8e5m2•Îçïãºy
†€€ €*
bf16xbf16->bf16êŒÌİ¹Î7*
bf16xbf16->f32Úä¬ıÅ2*
f16xf16->f16ğ¼½ŸÊÒ8*
f16xf16->f32›Ë§¢¦«2*
f32xf32->f32¨şĞè†*!
f8e4m3fnxf8e4m3fn->bf16î­¦Ì“ÃO* 
f8e4m3fnxf8e4m3fn->f32Ïÿ°Ïÿ¸H*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŠÏë¬àM*
f8e4m3fnxf8e5m2->bf16î­¦Ì“ÃO*
f8e4m3fnxf8e5m2->f32í«³Ş€D*#
f8e4m3fnxf8e5m2->f8e4m3fn“öÄ±K*!
f8e4m3fnxf8e5m2->f8e5m2ÅÃ–Ô¾€M*
f8e5m2xf8e4m3fn->bf16ğé­ó‡­K*
f8e5m2xf8e4m3fn->f32‘úê—çA*#
f8e5m2xf8e4m3fn->f8e4m3fnº­şÙÂL*!
f8e5m2xf8e4m3fn->f8e5m2ÿÑŠËØ;
ˆ€€ €*
bf16xbf16->bf16ƒ¨—¹êòS*
bf16xbf16->f32€€€€Ğ¥L*
f16xf16->f16šşˆêÆ‡U*
f16xf16->f32îŸğÜ•ˆE*
f32xf32->f32°ó‡Çœ*"
f8e4m3fnxf8e4m3fn->bf16ÊùÈøáê€* 
f8e4m3fnxf8e4m3fn->f32š´ÉÙú‹e*%
f8e4m3fnxf8e4m3fn->f8e4m3fnŸ©ÉóÁv*
f8e4m3fnxf8e5m2->bf16 šÈ†Ò™}*
f8e4m3fnxf8e5m2->f32Ø‚¸§™®z*#
f8e4m3fnxf8e5m2->f8e4m3fnÎØ“ö„°u*!
f8e4m3fnxf8e5m2->f8e5m2¼øğñr* 
f8e5m2xf8e4m3fn->bf16™Ä™Ä™”€*
f8e5m2xf8e4m3fn->f32Ïçóù t*#
f8e5m2xf8e4m3fn->f8e4m3fnöÔğ»Ät*!
f8e5m2xf8e4m3fn->f8e5m2õŒ©±îşo
’€€ €*
bf16xbf16->bf16°¹ÏÆ°Ù†*
bf16xbf16->f32Ñõ‹¼Ó‹n*
f16xf16->f16³û‰Õ‡út*
f16xf16->f32£È³­äûm*
f32xf32->f32ÁÊ‚×‰é*"
f8e4m3fnxf8e4m3fn->bf16£şãØâ³¤*!
f8e4m3fnxf8e4m3fn->f32òŠÄÉ«î*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÏÿ±†®³* 
f8e4m3fnxf8e5m2->bf16 ˜ğæË¥*
f8e4m3fnxf8e5m2->f32ĞßÙõĞ¿à*$
f8e4m3fnxf8e5m2->f8e4m3fnÅäô¶–Â“*"
f8e4m3fnxf8e5m2->f8e5m2¸÷¸öğ—* 
f8e5m2xf8e4m3fn->bf16±ğŠëÈŸ*
f8e5m2xf8e4m3fn->f32œçŞ¥¾º­*$
f8e5m2xf8e4m3fn->f8e4m3fnë»ã—ì•—*"
f8e5m2xf8e4m3fn->f8e5m2™€ƒğÑ”
•€€ €*
bf16xbf16->bf16ÔìŞëÒ¯*
bf16xbf16->f32Æ½£î„Á†*
f16xf16->f16»€ï§Ò§*
f16xf16->f32´É‹š×„*
f32xf32->f32×›ª˜‡š*"
f8e4m3fnxf8e4m3fn->bf16àœİÓ¦‹Ì*!
f8e4m3fnxf8e4m3fn->f32½»ÙåÂœ®*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÎ­æÕğ±* 
f8e4m3fnxf8e5m2->bf16áÀ€«ÇÿÀ*
f8e4m3fnxf8e5m2->f32³²æ ãËí*$
f8e4m3fnxf8e5m2->f8e4m3fnİä¤Íº‰±*"
f8e4m3fnxf8e5m2->f8e5m2ß¸Å±„²* 
f8e5m2xf8e4m3fn->bf16‡†ñóØÄ*
f8e5m2xf8e4m3fn->f32³×¬ºì*$
f8e5m2xf8e4m3fn->f8e4m3fnÏÙ‹ÚõÃ²*"
f8e5m2xf8e4m3fn->f8e5m2¯°Şà¼´
•€€  €*
bf16xbf16->bf16ùÒ¶«¼*
bf16xbf16->f32€Øß´×„*
f16xf16->f16¤ĞõÅØï¶*
f16xf16->f32½¯ŒİÁî„*
f32xf32->f32¥ÍÁš¼*"
f8e4m3fnxf8e4m3fn->bf16ÑÓ³ØÊñØ*!
f8e4m3fnxf8e4m3fn->f32•¤ÓƒæÃ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn³•³º‰ÂÀ* 
f8e4m3fnxf8e5m2->bf16»„àèşÔ*
f8e4m3fnxf8e5m2->f32é¸´®ÒŸº*$
f8e4m3fnxf8e5m2->f8e4m3fnı œï¿*"
f8e4m3fnxf8e5m2->f8e5m2½íëŞöõ¾* 
f8e5m2xf8e4m3fn->bf16…ù‹í¯àÔ*
f8e5m2xf8e4m3fn->f32äá©‘ÆĞ­*$
f8e5m2xf8e4m3fn->f8e4m3fnµıœâ¼ş½*"
f8e5m2xf8e4m3fn->f8e5m2¸›Ö«†À
†€€ €*
bf16xbf16->bf16ùºà‰¼Q*
bf16xbf16->f32Ñ²ÔŒ•‰C*
f16xf16->f16à·™ÒûF*
f16xf16->f32«Äëê”B*
f32xf32->f32¥úş»œœ*!
f8e4m3fnxf8e4m3fn->bf16›½Ó·ú’j* 
f8e4m3fnxf8e4m3fn->f32À£ÛÓg*%
f8e4m3fnxf8e4m3fn->f8e4m3fnáÄ÷Çœñd*
f8e4m3fnxf8e5m2->bf16œÇãñÀl*
f8e4m3fnxf8e5m2->f32ÿÅÛ¡ª¹y*#
f8e4m3fnxf8e5m2->f8e4m3fn´Æûè—íc*!
f8e4m3fnxf8e5m2->f8e5m2ØòñÔáÁe*
f8e5m2xf8e4m3fn->bf16ØòñÔáÁe*
f8e5m2xf8e4m3fn->f32á·Ä‚¦îx*#
f8e5m2xf8e4m3fn->f8e4m3fn“““““`*!
f8e5m2xf8e4m3fn->f8e5m2Ó¸É¡°‡d
‘€€ €*
bf16xbf16->bf16Ì¢«ÂŞûn*
bf16xbf16->f32¥Ò¤ÁáÅk*
f16xf16->f16Ñ‹İèÅün*
f16xf16->f32œ„‡á¡¨k*
f32xf32->f32œ¼á„Û*"
f8e4m3fnxf8e4m3fn->bf16û¶›¶íÂ¬*!
f8e4m3fnxf8e4m3fn->f32Í²Í²Íø*&
f8e4m3fnxf8e4m3fn->f8e4m3fnº†ÖĞ³¤* 
f8e4m3fnxf8e5m2->bf16®Ó±‹ÿá­*
f8e4m3fnxf8e5m2->f32åƒÂì‡»Î*$
f8e4m3fnxf8e5m2->f8e4m3fn°ŠùÙîú¤*"
f8e4m3fnxf8e5m2->f8e5m2£şãØâ³¤* 
f8e5m2xf8e4m3fn->bf16«á´™ğò°*
f8e5m2xf8e4m3fn->f32Ñ’ë­³»¿*$
f8e5m2xf8e4m3fn->f8e4m3fn©ÊÒ”¥Á*"
f8e5m2xf8e4m3fn->f8e5m2‚«ÌªŠñ 
•€€ €*
bf16xbf16->bf16®¬ Ò–£°*
bf16xbf16->f32é šÈ†Àœ*
f16xf16->f16µáÍ¶‡Ó¦*
f16xf16->f32´Í³¢ì²š*
f32xf32->f32„§ìÿØº*"
f8e4m3fnxf8e4m3fn->bf16úœ¶û×İ*!
f8e4m3fnxf8e4m3fn->f32…ÍÂÀ¾Æ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn˜ÂĞ¢ÓşÏ* 
f8e4m3fnxf8e5m2->bf16Ë±ÔÃóã*
f8e4m3fnxf8e5m2->f32Ûí¶ÛíâÜ*$
f8e4m3fnxf8e5m2->f8e4m3fnôœÅ‘Ï*"
f8e4m3fnxf8e5m2->f8e5m2¶ÖÍµ³ÕĞ* 
f8e5m2xf8e4m3fn->bf16®“Àôéîæ*
f8e5m2xf8e4m3fn->f32úÀÊ³·Á£*$
f8e5m2xf8e4m3fn->f8e4m3fnê÷ì¨ßãÏ*"
f8e5m2xf8e4m3fn->f8e5m2˜ÂĞ¢ÓşÏ
•€€ €*
bf16xbf16->bf16ú–°èÌë*
bf16xbf16->f32òÊ×§¢³*
f16xf16->f16àÂí”¹íÙ*
f16xf16->f32ë€•—÷Í¤*
f32xf32->f32£¤ÅÏš¥*"
f8e4m3fnxf8e4m3fn->bf16ºÃëå¬€‹*!
f8e4m3fnxf8e4m3fn->f32ö˜Í ‹ß*&
f8e4m3fnxf8e4m3fn->f8e4m3fn»ÊÇÕÂ‚* 
f8e4m3fnxf8e5m2->bf16¬¢Šâ’’*
f8e4m3fnxf8e5m2->f32­·İõÖ›ş*$
f8e4m3fnxf8e5m2->f8e4m3fn¤Û¸ş›‰ú*"
f8e4m3fnxf8e5m2->f8e5m2¸‹ÉË„* 
f8e5m2xf8e4m3fn->bf16“™øü£¿©*
f8e5m2xf8e4m3fn->f32àøÖìçÁğ*$
f8e5m2xf8e4m3fn->f8e4m3fnû–Ü´Ìáö*"
f8e5m2xf8e4m3fn->f8e5m2ˆ˜ÈØ‰ış
•€€  €*
bf16xbf16->bf16å‹Ê›×¤õ*
bf16xbf16->f32¬Ç²õ†Î¦*
f16xf16->f16ˆÇß³Éå*
f16xf16->f32Â¼­üÇƒ¥*
f32xf32->f32ˆÚÅÆ¯­*"
f8e4m3fnxf8e4m3fn->bf16â¸ŸÙ£º*!
f8e4m3fnxf8e4m3fn->f32—„ş¿ı“ú*&
f8e4m3fnxf8e4m3fn->f8e4m3fn—óÔ‹Ç‚–* 
f8e4m3fnxf8e5m2->bf16çÃéã€À©*
f8e4m3fnxf8e5m2->f32ëÊÎ¸§ÖÉ*$
f8e4m3fnxf8e5m2->f8e4m3fnŠµïÙ‰´’*"
f8e4m3fnxf8e5m2->f8e5m2ñÃ¨ª•* 
f8e5m2xf8e4m3fn->bf16Û¢Ø´„½¥*
f8e5m2xf8e4m3fn->f32÷Ë±îƒ¾×*$
f8e5m2xf8e4m3fn->f8e4m3fn€¤ˆßÙ’*"
f8e5m2xf8e4m3fn->f8e5m2ßÖÖÔŞ´—
‰€€ €*
bf16xbf16->bf16óò¤³ëj*
bf16xbf16->f32ïÛÔšµ‡X*
f16xf16->f16ß»´ôÏ¬[*
f16xf16->f32‰ÓëÈìT*
f32xf32->f32ÖÅ”ˆ¯ä*!
f8e4m3fnxf8e4m3fn->bf16©»è¬‰ÿz*!
f8e4m3fnxf8e4m3fn->f32œ‘Œ—“©•*%
f8e4m3fnxf8e4m3fn->f8e4m3fnÔ®â¬‹¢x*
f8e4m3fnxf8e5m2->bf16„Îã²ëâ{*
f8e4m3fnxf8e5m2->f32·×›™ÌÑ*#
f8e4m3fnxf8e5m2->f8e4m3fn¬²Ãÿˆµx*!
f8e4m3fnxf8e5m2->f8e5m2¢Ü‚†¤êz*
f8e5m2xf8e4m3fn->bf16²°”à¡»y*
f8e5m2xf8e4m3fn->f32£¼×éŒÚÃ*#
f8e5m2xf8e4m3fn->f8e4m3fnŠÀ¿õy*!
f8e5m2xf8e4m3fn->f8e5m2¢ã½ö’{
•€€ €*
bf16xbf16->bf16ĞæÇÜßè*
bf16xbf16->f32¬ó‚·ÛŠ*
f16xf16->f16ø˜ûşö*
f16xf16->f32¾²Îï„•‡*
f32xf32->f32İ€¸À¡¼*"
f8e4m3fnxf8e4m3fn->bf16ïşí÷ˆÆÏ*!
f8e4m3fnxf8e4m3fn->f32«ŞÛÀÁµ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÈ—ìªĞ¦Ì* 
f8e4m3fnxf8e5m2->bf16ÕÙ§òûñĞ*
f8e4m3fnxf8e5m2->f32ÕªÕªÕÂÅ*$
f8e4m3fnxf8e5m2->f8e4m3fnî¬‰™­É*"
f8e4m3fnxf8e5m2->f8e5m2éŒ÷Ñ¯ÚÇ* 
f8e5m2xf8e4m3fn->bf16Ó§²¿ÂçÍ*
f8e5m2xf8e4m3fn->f32ÏœÜŒğ£¯*$
f8e5m2xf8e4m3fn->f8e4m3fnëìƒ¦„ÂÈ*"
f8e5m2xf8e4m3fn->f8e5m2 ˜ØÉÓ’É
•€€ €*
bf16xbf16->bf16ÕÿÛ³úÚ*
bf16xbf16->f32¥£ÔÏ—ĞÂ*
f16xf16->f16Íªı•¾üÉ*
f16xf16->f32²€ÃæØÀ*
f32xf32->f32ªÓ®ÿĞ*"
f8e4m3fnxf8e4m3fn->bf16ç¨‰™‡ù*!
f8e4m3fnxf8e4m3fn->f32”µ£¥§áé*&
f8e4m3fnxf8e4m3fn->f8e4m3fn‡¬‘®«Óˆ* 
f8e4m3fnxf8e5m2->bf16¡­À±â*
f8e4m3fnxf8e5m2->f32ÿàÆÇæŸå*$
f8e4m3fnxf8e5m2->f8e4m3fn×‘¤Ó³¼ˆ*"
f8e4m3fnxf8e5m2->f8e5m2´İÁ©ä÷‡* 
f8e5m2xf8e4m3fn->bf16µŸ¹À³*
f8e5m2xf8e4m3fn->f32¶ŠàÑığ*$
f8e5m2xf8e4m3fn->f8e4m3fnóğÛğõ“†*"
f8e5m2xf8e4m3fn->f8e5m2ë–Ó§„†‡
•€€ €*
bf16xbf16->bf16•Ëû—°İ™*
bf16xbf16->f32íşå«Ò«ç*
f16xf16->f16«é¦¯ÏÜş*
f16xf16->f32Â»â†â*
f32xf32->f32¿¥áíœñ*"
f8e4m3fnxf8e4m3fn->bf16Ö‚Å‰ÉÆñ*!
f8e4m3fnxf8e4m3fn->f32É¤’É¤‚—*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÛ©Æ½ÌëÛ* 
f8e4m3fnxf8e5m2->bf16âÎØ“öÌ÷*
f8e4m3fnxf8e5m2->f32‚ÿ™­ÔÖ*$
f8e4m3fnxf8e5m2->f8e4m3fn£ƒÅ„´Ô*"
f8e4m3fnxf8e5m2->f8e5m2Ÿƒ«æëÇÇ* 
f8e5m2xf8e4m3fn->bf16‡»¿øºªğ*
f8e5m2xf8e4m3fn->f32ä€¼ŒÀÇÒ*$
f8e5m2xf8e4m3fn->f8e4m3fnªÕ¦¯àÙ×*"
f8e5m2xf8e4m3fn->f8e5m2Ÿƒ«æëÇÇ
•€€  €*
bf16xbf16->bf16áæùô¯¨*
bf16xbf16->f32üÙ‘­”‘í*
f16xf16->f16èíˆ³£ã‚*
f16xf16->f32‹äÎüŒÙ*
f32xf32->f32İ¸ËÆû…*"
f8e4m3fnxf8e4m3fn->bf16ø ‚×ê¯‰*!
f8e4m3fnxf8e4m3fn->f32åÔ£œçæ¢*&
f8e4m3fnxf8e4m3fn->f8e4m3fnùë©àùÚâ* 
f8e4m3fnxf8e5m2->bf16øÕ¶ç™ãŒ*
f8e4m3fnxf8e5m2->f32ï‘œ«¡½*$
f8e4m3fnxf8e5m2->f8e4m3fnÂ¥ºê©ø*"
f8e4m3fnxf8e5m2->f8e5m2©¼ğàœŠŒ* 
f8e5m2xf8e4m3fn->bf16÷Úò„ÏéÕ*
f8e5m2xf8e4m3fn->f32Åõä¬­Ö‰*$
f8e5m2xf8e4m3fn->f8e4m3fnİâŞÜŠ‚*"
f8e5m2xf8e4m3fn->f8e5m2İş»½Áá
‰€€ € *
bf16xbf16->bf16 ½Ä‰­œn*
bf16xbf16->f32–„Åß’l*
f16xf16->f16¿ïæË·ßl*
f16xf16->f32œ¶«¦äj*
f32xf32->f32¨»‘Ñá*!
f8e4m3fnxf8e4m3fn->bf16…üâÕŸì}*!
f8e4m3fnxf8e4m3fn->f32—º´ø‡¶¸*%
f8e4m3fnxf8e4m3fn->f8e4m3fn“¨÷È…}*
f8e4m3fnxf8e5m2->bf16û„ÌÛ§ ~*
f8e4m3fnxf8e5m2->f32ê¢È¿Íİ‰*#
f8e4m3fnxf8e5m2->f8e4m3fn¬²Ãÿˆµx*!
f8e4m3fnxf8e5m2->f8e5m2åßêİÜ|*
f8e5m2xf8e4m3fn->bf16…üâÕŸì}*
f8e5m2xf8e4m3fn->f32ã¶²·æ¼¸*#
f8e5m2xf8e4m3fn->f8e4m3fnİ±ßÇÈ³|*!
f8e5m2xf8e4m3fn->f8e5m2É÷ó®Æßw
•€€ € *
bf16xbf16->bf16ªˆ˜‰±‹ *
bf16xbf16->f32è„ñÑ°œ*
f16xf16->f16ªë´µ„Ì*
f16xf16->f32à¡‡©àˆ›*
f32xf32->f32óÃ‰Àåœ*"
f8e4m3fnxf8e4m3fn->bf16¬Œİ¸—ê*!
f8e4m3fnxf8e4m3fn->f32’ïçİŒ¿ï*&
f8e4m3fnxf8e4m3fn->f8e4m3fn­õã®Äá* 
f8e4m3fnxf8e5m2->bf16Ğ½‰Ú—‡â*
f8e4m3fnxf8e5m2->f32®ß×¯ˆ±*$
f8e4m3fnxf8e5m2->f8e4m3fnƒ§ÜÀÎ‘á*"
f8e4m3fnxf8e5m2->f8e5m2ç°†Å¬†â* 
f8e5m2xf8e4m3fn->bf16Œ†ÒÓ‹¯å*
f8e5m2xf8e4m3fn->f32Ê›Ö³û†©*$
f8e5m2xf8e4m3fn->f8e4m3fnĞ½‰Ú—‡â*"
f8e5m2xf8e4m3fn->f8e5m2û€¥éÖã
•€€ € *
bf16xbf16->bf16øãş‘ÿıó*
bf16xbf16->f32Óì÷ÿ§«Â*
f16xf16->f16Ú™Œ®¬Èİ*
f16xf16->f32¬©¶ÍÇ¾Ó*
f32xf32->f32¶ô µ—Ô*"
f8e4m3fnxf8e4m3fn->bf16›ğ®‡‚è°*!
f8e4m3fnxf8e4m3fn->f32Çõ‚Àœ©–*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÎØ“öÄ½¬* 
f8e4m3fnxf8e5m2->bf16×…·ÚÌš*
f8e4m3fnxf8e5m2->f32æ¥„Ï´*$
f8e4m3fnxf8e5m2->f8e4m3fnŠĞ×µÿ¤*"
f8e4m3fnxf8e5m2->f8e5m2Õğñëíÿ™* 
f8e5m2xf8e4m3fn->bf16¿Û„á•­*
f8e5m2xf8e4m3fn->f32¢ãí€Œ¨*$
f8e5m2xf8e4m3fn->f8e4m3fn¦á¹£‰¢*"
f8e5m2xf8e4m3fn->f8e5m2­”©¿œ“²
•€€ € *
bf16xbf16->bf16‰ŠÈ£¼¢«*
bf16xbf16->f32¡æÊ£¦*
f16xf16->f16£…ÍÏê”*
f16xf16->f32²î³äƒ…*
f32xf32->f32×…«¾¦*"
f8e4m3fnxf8e4m3fn->bf16ŞËÜÖç§¬*!
f8e4m3fnxf8e4m3fn->f32ºğÂÈ§ÈÁ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnóó§¹£ˆ˜* 
f8e4m3fnxf8e5m2->bf16é¦Ä ¾¨®*
f8e4m3fnxf8e5m2->f32”¯«±Ğ©”*$
f8e4m3fnxf8e5m2->f8e4m3fnÇŞßê”ÉÒ*"
f8e4m3fnxf8e5m2->f8e5m2…Ğ°Ù¼—* 
f8e5m2xf8e4m3fn->bf16³áĞÉó¥¹*
f8e5m2xf8e4m3fn->f32ôƒñ¼û´ü*$
f8e5m2xf8e4m3fn->f8e4m3fnŠÕšûõ“*"
f8e5m2xf8e4m3fn->f8e5m2Æ¦ò°›—
•€€  € *
bf16xbf16->bf16¬—ë­œ€Á*
bf16xbf16->f32ÎÔıÖ­*
f16xf16->f16ê¿õÄ¹‹˜*
f16xf16->f32Ô“‘ÄŠß…*
f32xf32->f32øó“„„*"
f8e4m3fnxf8e4m3fn->bf16¶“óˆ©åµ*!
f8e4m3fnxf8e4m3fn->f32¨Ã°œˆÄ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnáïğÃªÉ£* 
f8e4m3fnxf8e5m2->bf16¢çŠÜ‹á¸*
f8e4m3fnxf8e5m2->f32ÍÊÁÈ¥òÄ*$
f8e4m3fnxf8e5m2->f8e4m3fnïÆË¹İœŸ*"
f8e4m3fnxf8e5m2->f8e5m2Áğ¼€¦ø * 
f8e5m2xf8e4m3fn->bf16€ï£ıÂ*
f8e5m2xf8e4m3fn->f32£©ìäÁœ¾*$
f8e5m2xf8e4m3fn->f8e4m3fn…Á­¯Ëº˜*"
f8e5m2xf8e4m3fn->f8e5m2ğıèš»ÿ›
†€ € €*
bf16xbf16->bf16€€€€À„=*
bf16xbf16->f32µœûÎ¾û/*
f16xf16->f16Œ‰Ê¶¼û=*
f16xf16->f32š×ïßŒÑ0*
f32xf32->f32•»‰Ëê*!
f8e4m3fnxf8e4m3fn->bf16¦Ù¦Ù¦üF* 
f8e4m3fnxf8e4m3fn->f32É’´ÆåË>*%
f8e4m3fnxf8e4m3fn->f8e4m3fn™¹ä şÂB*
f8e4m3fnxf8e5m2->bf16çÔÜîññJ*
f8e4m3fnxf8e5m2->f32‚ü…·íŸ?*#
f8e4m3fnxf8e5m2->f8e4m3fn­·°ŠùıA*!
f8e4m3fnxf8e5m2->f8e5m2å¼¤ü°µ@*
f8e5m2xf8e4m3fn->bf16ğé­ó‡­K*
f8e5m2xf8e4m3fn->f32Î¬Æ‡‚ºA*#
f8e5m2xf8e4m3fn->f8e4m3fn¡–äÂì«B*!
f8e5m2xf8e4m3fn->f8e5m2ŒâŒâŒŠ@
†€ € €*
bf16xbf16->bf16ÇãñØâT*
bf16xbf16->f32È­ŒÀìÒI*
f16xf16->f16úÚæñÏT*
f16xf16->f32Ğòì­ğH*
f32xf32->f32¯±Ãùû¶*!
f8e4m3fnxf8e4m3fn->bf16±–Çü¹½m* 
f8e4m3fnxf8e4m3fn->f32õŒ©±îşo*%
f8e4m3fnxf8e4m3fn->f8e4m3fn€€€€„¯_*
f8e4m3fnxf8e5m2->bf16 ÜĞæÉüm*
f8e4m3fnxf8e5m2->f32ñññÆq*#
f8e4m3fnxf8e5m2->f8e4m3fn´®ß¿™¢a*!
f8e4m3fnxf8e5m2->f8e5m2³Ì³Ì³Ğ^*
f8e5m2xf8e4m3fn->bf16·¿ÈÀ·ƒl*
f8e5m2xf8e4m3fn->f32š´ÉÙú‹e*#
f8e5m2xf8e4m3fn->f8e4m3fnö¼ÈÑ”Ü]*!
f8e5m2xf8e4m3fn->f8e5m2…Ë¢µ§`
Œ€ € €*
bf16xbf16->bf16ÉåôÎÕ‚l*
bf16xbf16->f32Ÿ½Ü¹]*
f16xf16->f16Åµôäk*
f16xf16->f32Ææ¨Ê[*
f32xf32->f32¬¼ ÙÁ”*"
f8e4m3fnxf8e4m3fn->bf16ˆíğó»*!
f8e4m3fnxf8e4m3fn->f32…è¸·Ç‚*%
f8e4m3fnxf8e4m3fn->f8e4m3fnôç™Äˆ t* 
f8e4m3fnxf8e5m2->bf16ÊÔà€Ê„*
f8e4m3fnxf8e5m2->f32ì“ì“ì³—*#
f8e4m3fnxf8e5m2->f8e4m3fnöÔğ»Ät*!
f8e4m3fnxf8e5m2->f8e5m2Ş‰Àƒ¡t* 
f8e5m2xf8e4m3fn->bf16¥êÖ¤íâ*
f8e5m2xf8e4m3fn->f32ÁÈ‰¦Íü‘*#
f8e5m2xf8e4m3fn->f8e4m3fn¼öíšÙ“s*!
f8e5m2xf8e4m3fn->f8e5m2‘ééä¿åu
€ € €*
bf16xbf16->bf16˜’”íøö{*
bf16xbf16->f32ğı®ØË`*
f16xf16->f16·óÛ‚ Í*
f16xf16->f32Àè¢æ¿’b*
f32xf32->f32”õèèÔ„*"
f8e4m3fnxf8e4m3fn->bf16È°ÀöÒ‘*!
f8e4m3fnxf8e4m3fn->f32÷ÜØÆÍç¨*%
f8e4m3fnxf8e4m3fn->f8e4m3fn¢»è•Í}* 
f8e4m3fnxf8e5m2->bf16ÌÌÖÊÇã*
f8e4m3fnxf8e5m2->f32¬ÌÎÅé©«*#
f8e4m3fnxf8e5m2->f8e4m3fnš«ÁçØ{*!
f8e4m3fnxf8e5m2->f8e5m2‰ÓÚóÉşz* 
f8e5m2xf8e4m3fn->bf16 º¬ÊÉ˜’*
f8e5m2xf8e4m3fn->f32²Î·î¨«*#
f8e5m2xf8e4m3fn->f8e4m3fnâ¾î–¾x*!
f8e5m2xf8e4m3fn->f8e5m2ŸØñÑù§y
’€ €  €*
bf16xbf16->bf16ºÕ›¹¤´€*
bf16xbf16->f32ÑÉœ„ìæe*
f16xf16->f16™€•·ÚÙ~*
f16xf16->f32³”ğŞê f*
f32xf32->f32âÙ”•Ÿ*"
f8e4m3fnxf8e4m3fn->bf16ÇœÖ¿õÄ©*!
f8e4m3fnxf8e4m3fn->f32Ìûÿ»üŠ¯*&
f8e4m3fnxf8e4m3fn->f8e4m3fnØ×œ ‚* 
f8e4m3fnxf8e5m2->bf16­¡Ä§Ÿ©*
f8e4m3fnxf8e5m2->f32ç×„±·Â*$
f8e4m3fnxf8e5m2->f8e4m3fn³—Ú¹›ã‡*"
f8e4m3fnxf8e5m2->f8e5m2†¿›åôâ‡* 
f8e5m2xf8e4m3fn->bf16­¿ ¿’§*
f8e5m2xf8e4m3fn->f32£¼×éŒÚÃ*$
f8e5m2xf8e4m3fn->f8e4m3fnÂ±ãŞ‡¡*"
f8e5m2xf8e4m3fn->f8e5m2ÚÈé¾¶‚
†€ € €*
bf16xbf16->bf16ùÔµå—ÁQ*
bf16xbf16->f32×’Œ›‹¤G*
f16xf16->f16ĞŠãÓ‡Q*
f16xf16->f32ìÜ²ïºF*
f32xf32->f32º†Í™Ÿ*!
f8e4m3fnxf8e4m3fn->bf16¸Öü‰âé~* 
f8e4m3fnxf8e4m3fn->f32¼¯í¢®Ïr*%
f8e4m3fnxf8e4m3fn->f8e4m3fnş£•œ–±w*
f8e4m3fnxf8e5m2->bf16©ğå©ğÇ|*
f8e4m3fnxf8e5m2->f32Ô™˜»óœo*#
f8e4m3fnxf8e5m2->f8e4m3fnñññÆq*!
f8e4m3fnxf8e5m2->f8e5m2öÔğ»Ät*
f8e5m2xf8e4m3fn->bf16 ¤Ä”°z*
f8e5m2xf8e4m3fn->f32á©–—Ÿt*#
f8e5m2xf8e4m3fn->f8e4m3fn¼øğñr*!
f8e5m2xf8e4m3fn->f8e5m2ÎØ“ö„°u
‘€ € €*
bf16xbf16->bf16Í‚¸´§Ÿ|*
bf16xbf16->f32û±Î·ı‘l*
f16xf16->f16¾ş¼¾øÂw*
f16xf16->f32È± ‚°·k*
f32xf32->f32ïÛÚ¤Æá*"
f8e4m3fnxf8e4m3fn->bf16òõÀ“ø¼¢*!
f8e4m3fnxf8e4m3fn->f32Óüıÿ±¤*&
f8e4m3fnxf8e4m3fn->f8e4m3fn§¨ù¥–* 
f8e4m3fnxf8e5m2->bf16šíÑ˜Â§Ÿ*
f8e4m3fnxf8e5m2->f32»áÁèã—³*$
f8e4m3fnxf8e5m2->f8e4m3fnÀıùÙÜÉ˜*"
f8e4m3fnxf8e5m2->f8e5m2¦¿¼®èé˜* 
f8e5m2xf8e4m3fn->bf16¸ºáÕû÷¡*
f8e5m2xf8e4m3fn->f32»ÏıØ™Âµ*$
f8e5m2xf8e4m3fn->f8e4m3fnğçÍøú´”*"
f8e5m2xf8e4m3fn->f8e5m2™€ƒğÑ”
•€ € €*
bf16xbf16->bf16ê¦Š°çô­*
bf16xbf16->f32É¦šé¤ã…*
f16xf16->f16ë÷¦Úó¿§*
f16xf16->f32°øÃÇÙÁ*
f32xf32->f32ÌôÅöÉš*"
f8e4m3fnxf8e4m3fn->bf16ºŠŸêèÉ×*!
f8e4m3fnxf8e4m3fn->f32ñ “æ®¤Ä*&
f8e4m3fnxf8e4m3fn->f8e4m3fnØàŒ®Š»* 
f8e4m3fnxf8e5m2->bf16ßÌŒ¬š¼Ú*
f8e4m3fnxf8e5m2->f32­¥òï™»…*$
f8e4m3fnxf8e5m2->f8e4m3fn±§ì‰»æ»*"
f8e4m3fnxf8e5m2->f8e5m2Éø…Èùñ¼* 
f8e5m2xf8e4m3fn->bf16ÇÎ«©ùâØ*
f8e5m2xf8e4m3fn->f32÷Ô¢µ©üä*$
f8e5m2xf8e4m3fn->f8e4m3fnï‚È¼Şé¹*"
f8e5m2xf8e4m3fn->f8e5m2ÉÎç”À°¥
•€ € €*
bf16xbf16->bf16±Îà·½¶*
bf16xbf16->f32Ê£ˆæ©Ğˆ*
f16xf16->f16’ÄÖ©½«¸*
f16xf16->f32¼á†¸Ü²‡*
f32xf32->f32üÂİ»*"
f8e4m3fnxf8e4m3fn->bf16›–ş•‰ËÚ*!
f8e4m3fnxf8e4m3fn->f32Ù‘ÍıçÆú*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÛûê¾ç©À* 
f8e4m3fnxf8e5m2->bf16¥ÀÖ„èúŞ*
f8e4m3fnxf8e5m2->f32É–¶“Õß¶*$
f8e4m3fnxf8e5m2->f8e4m3fnß‰Ç’ƒú¿*"
f8e4m3fnxf8e5m2->f8e5m2íù£©¸»* 
f8e5m2xf8e4m3fn->bf16°ä ­ÂèÛ*
f8e5m2xf8e4m3fn->f32ğîñìŸà¯*$
f8e5m2xf8e4m3fn->f8e4m3fn²¹³åßòÀ*"
f8e5m2xf8e4m3fn->f8e5m2“ÂÎÚ»İ¾
•€ €  €*
bf16xbf16->bf16¡Ÿ…˜ÃÊÅ*
bf16xbf16->f32â¯¨“—ß*
f16xf16->f16ƒÜœí×—Á*
f16xf16->f32Æ‘”½ĞÍ*
f32xf32->f32ĞÕ÷À±â*"
f8e4m3fnxf8e4m3fn->bf16èÃèã­ù*!
f8e4m3fnxf8e4m3fn->f32ˆä†û¤ƒ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn Ã‚ÅèÊ* 
f8e4m3fnxf8e5m2->bf16Ê¦’÷Í‹ø*
f8e4m3fnxf8e5m2->f32Ö€®İùÔÈ*$
f8e4m3fnxf8e5m2->f8e4m3fnÆ—““ÏÖ*"
f8e4m3fnxf8e5m2->f8e5m2Ÿİ°Òá* 
f8e5m2xf8e4m3fn->bf16˜íïğÌù*
f8e5m2xf8e4m3fn->f32İ¼‡‘£¥Â*$
f8e5m2xf8e4m3fn->f8e4m3fnË¤íù¡Í*"
f8e5m2xf8e4m3fn->f8e5m2»Ìäå‘ÁÉ
‘€ € €*
bf16xbf16->bf16 ½Ä‰­œn*
bf16xbf16->f32ØÚ¹÷Ô¾j*
f16xf16->f16í¹°Í¥¬n*
f16xf16->f32ŠÑé—ìŞ\*
f32xf32->f32äï¿¯¬*"
f8e4m3fnxf8e4m3fn->bf16û¶›¶íÂ¬*!
f8e4m3fnxf8e4m3fn->f32°ŠùÙîú¤*&
f8e4m3fnxf8e4m3fn->f8e4m3fnØ·ƒ¡×¤* 
f8e4m3fnxf8e5m2->bf16­ÄÍÁ·¯*
f8e4m3fnxf8e5m2->f32œ¨ôÌ£«Ï*$
f8e4m3fnxf8e5m2->f8e4m3fnİÛÌ˜§†Ÿ*"
f8e4m3fnxf8e5m2->f8e5m2ğè­æ¹­ * 
f8e5m2xf8e4m3fn->bf16Üàû·ª*
f8e5m2xf8e4m3fn->f32³Ää²Ò×Å*$
f8e5m2xf8e4m3fn->f8e4m3fnÃà•šŸ*"
f8e5m2xf8e4m3fn->f8e5m2İÛÌ˜§†Ÿ
•€ € €*
bf16xbf16->bf16ù†„Í·à°*
bf16xbf16->f32ÓíœÄé *
f16xf16->f16ôú­Éüù¤*
f16xf16->f32•Ï®ø§™*
f32xf32->f32ı”ø¬½*"
f8e4m3fnxf8e4m3fn->bf16½«˜„ë*!
f8e4m3fnxf8e4m3fn->f32¯¨…¡®šÛ*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¸Ÿ‚÷£”Ö* 
f8e4m3fnxf8e5m2->bf16·ÿÊ‰…×*
f8e4m3fnxf8e5m2->f32ÜöÀ¹íéá*$
f8e4m3fnxf8e5m2->f8e4m3fn¸ˆÂÃĞÖ*"
f8e4m3fnxf8e5m2->f8e5m2öãœïú£Ø* 
f8e5m2xf8e4m3fn->bf16ÓÂ¨ö“‡é*
f8e5m2xf8e4m3fn->f32ëÂ›í¦Í*$
f8e5m2xf8e4m3fn->f8e4m3fn¸œÇãÙ*"
f8e5m2xf8e4m3fn->f8e5m2åÍŠÍ§è×
•€ € €*
bf16xbf16->bf16ö”àÃê”ì*
bf16xbf16->f32¿™ÚÓª*
f16xf16->f16¼ã²ö€ıÙ*
f16xf16->f32¥¬š”¢Œ¥*
f32xf32->f32¦Íå††Ÿ*"
f8e4m3fnxf8e4m3fn->bf16İö™ÕÚ¨«*!
f8e4m3fnxf8e4m3fn->f32³˜Ğ¶ÅŞ‘*&
f8e4m3fnxf8e4m3fn->f8e4m3fn½‰¯¡ÛÒŒ* 
f8e4m3fnxf8e5m2->bf16¹¢˜®¦Òª*
f8e4m3fnxf8e5m2->f32Ûí¶Ûí¶¾*$
f8e4m3fnxf8e5m2->f8e4m3fnåä‘ƒù‹Š*"
f8e4m3fnxf8e5m2->f8e5m2ê¢È¿Íİ‰* 
f8e5m2xf8e4m3fn->bf16¼©´ÄÚ§*
f8e5m2xf8e4m3fn->f32îğ†·¸ƒ¤*$
f8e5m2xf8e4m3fn->f8e4m3fn–ÀâèïÜ‹*"
f8e5m2xf8e4m3fn->f8e5m2¹ø¢áÆõ‹
•€ € €*
bf16xbf16->bf16éÇßùñ©ø*
bf16xbf16->f32Ëøò à£ª*
f16xf16->f16Â¹±ÀËæ*
f16xf16->f32°Çë«ú¬*
f32xf32->f32Î¼®ïÙš*"
f8e4m3fnxf8e4m3fn->bf16¿ö¦ó‰– *!
f8e4m3fnxf8e4m3fn->f32·™‹Ã‰³¿*&
f8e4m3fnxf8e4m3fn->f8e4m3fn¿¹¤°Œ‰* 
f8e4m3fnxf8e5m2->bf16Æ­´«“Ë¥*
f8e4m3fnxf8e5m2->f32ÛêÇÜˆÃ*$
f8e4m3fnxf8e5m2->f8e4m3fnÚç˜Åş…*"
f8e4m3fnxf8e5m2->f8e5m2ëÑ—ú££‰* 
f8e5m2xf8e4m3fn->bf16—¢¯ÆÕ¡*
f8e5m2xf8e4m3fn->f32ÚÙĞÙÙšÀ*$
f8e5m2xf8e4m3fn->f8e4m3fn–’ÓÛÙˆÎ*"
f8e5m2xf8e4m3fn->f8e5m2—üã£›÷‡
•€ €  €*
bf16xbf16->bf16Ş¤ÍØáè‚*
bf16xbf16->f32–áá‡†¼*
f16xf16->f16†ˆ®½±ï*
f16xf16->f32³ªãÙ£º*
f32xf32->f32¯‡²ÛòÊ*"
f8e4m3fnxf8e4m3fn->bf16¸Éùáô®Á*!
f8e4m3fnxf8e4m3fn->f32¡ş²´Ÿ¦Õ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÒÉµâÜ¡* 
f8e4m3fnxf8e5m2->bf16ƒº‹äÚ¶Ç*
f8e4m3fnxf8e5m2->f32Âò™ÿçğ*$
f8e4m3fnxf8e5m2->f8e4m3fnÿ×åüçµ*"
f8e4m3fnxf8e5m2->f8e5m2³ä¦„ó­¼* 
f8e5m2xf8e4m3fn->bf16Ù”á†¦Â*
f8e5m2xf8e4m3fn->f32ñØÜ“¿ò*$
f8e5m2xf8e4m3fn->f8e4m3fn¾©Ä®§Ì¸*"
f8e5m2xf8e4m3fn->f8e5m2ŒºÀİ½Ì´
•€ € €*
bf16xbf16->bf16¢¥¶àÕçŠ*
bf16xbf16->f32¢ôÕ®Îƒ*
f16xf16->f16ÀíœİÊ*
f16xf16->f32çŞı™•Ì„*
f32xf32->f32ã‰¾ñß‚*"
f8e4m3fnxf8e4m3fn->bf16÷‚ÊÂ¼·Ğ*!
f8e4m3fnxf8e4m3fn->f32ßÆìÅ—ùŞ*&
f8e4m3fnxf8e4m3fn->f8e4m3fnò›¾ıÚ§È* 
f8e4m3fnxf8e5m2->bf16‹»µÀ¡×Ò*
f8e4m3fnxf8e5m2->f32Ø÷˜µˆ½*$
f8e4m3fnxf8e5m2->f8e4m3fnà„¿ñœóÃ*"
f8e4m3fnxf8e5m2->f8e5m2ÎÀüŠÆ* 
f8e5m2xf8e4m3fn->bf16ê÷ì¨ßãÏ*
f8e5m2xf8e4m3fn->f32²€†à£©*$
f8e5m2xf8e4m3fn->f8e4m3fnÑ€‡ÍÏ«Â*"
f8e5m2xf8e4m3fn->f8e5m2 ˜ØÉÓ’É
•€ € €*
bf16xbf16->bf16Äƒ¤€ğŞÖ*
bf16xbf16->f32òıè™÷Ì¸*
f16xf16->f16È¬µ šÊÅ*
f16xf16->f32µ½‹”Ã•¯*
f32xf32->f32Üõü²ëª*"
f8e4m3fnxf8e4m3fn->bf16ÓòºÇÇ«*!
f8e4m3fnxf8e4m3fn->f32Ñ‰â£ƒà¸*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÍ¡ƒ«ç—* 
f8e4m3fnxf8e5m2->bf16Œ€ËµŒµª*
f8e4m3fnxf8e5m2->f32½ÂÚ€ãÄ›*$
f8e4m3fnxf8e5m2->f8e4m3fn©ì¬óœ•*"
f8e4m3fnxf8e5m2->f8e5m2™Íœîë”* 
f8e5m2xf8e4m3fn->bf16â»Ø™­õ§*
f8e5m2xf8e4m3fn->f32– ãİõœŠ*$
f8e5m2xf8e4m3fn->f8e4m3fn—ğ‚®¨’*"
f8e5m2xf8e4m3fn->f8e5m2§ƒŞ€œ˜
•€ € €*
bf16xbf16->bf16„Ñ°¿úš*
bf16xbf16->f32¯ÆùãÉ§ì*
f16xf16->f16Ôıƒšá¼ş*
f16xf16->f32İƒÉÜ×•å*
f32xf32->f32¾“ ó§ú*"
f8e4m3fnxf8e4m3fn->bf16¥ÛÛ’óì*!
f8e4m3fnxf8e4m3fn->f32•ôˆÏ¸°ô*&
f8e4m3fnxf8e4m3fn->f8e4m3fn‹ÃÑéäÜÍ* 
f8e4m3fnxf8e5m2->bf16âœÁïúšì*
f8e4m3fnxf8e5m2->f32êÿŸ›İèÿ*$
f8e4m3fnxf8e5m2->f8e4m3fn¾•íóıÛÎ*"
f8e4m3fnxf8e5m2->f8e5m2õ¹¨Î* 
f8e5m2xf8e4m3fn->bf16øÎªºÇÃæ*
f8e5m2xf8e4m3fn->f32â›ÿŞšı*$
f8e5m2xf8e4m3fn->f8e4m3fnıë–ıë–Ë*"
f8e5m2xf8e4m3fn->f8e5m2“ÙÓ½ßÍ
•€ € €*
bf16xbf16->bf16…ÖÿèŒ“¥*
bf16xbf16->f32Š—›êÓîğ*
f16xf16->f16ÀŒÊï‘à*
f16xf16->f32Ìí›ÊŠĞé*
f32xf32->f32ßí¡á*"
f8e4m3fnxf8e4m3fn->bf16Ğû©Š›ş*!
f8e4m3fnxf8e4m3fn->f32Ê™×œ†©*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÙÙ—êÌóá* 
f8e4m3fnxf8e5m2->bf16Ô»†“ÎÜĞ*
f8e4m3fnxf8e5m2->f32îÎ×¥ï­Â*$
f8e4m3fnxf8e5m2->f8e4m3fnŠ á²ùœ®*"
f8e4m3fnxf8e5m2->f8e5m2“ä­±“Ç* 
f8e5m2xf8e4m3fn->bf16´§õ€ß£¤*
f8e5m2xf8e4m3fn->f32×öê£çØÂ*$
f8e5m2xf8e4m3fn->f8e4m3fnÏÇ©ëşÃ*"
f8e5m2xf8e4m3fn->f8e5m2¾˜É×«„¼
•€ €  €*
bf16xbf16->bf16¹˜¯¥É®*
bf16xbf16->f32–™ŞøÇÈğ*
f16xf16->f16Çıòìˆ*
f16xf16->f32îÉ¶ê*
f32xf32->f32İìĞ¢î*"
f8e4m3fnxf8e4m3fn->bf16ğùˆšì*!
f8e4m3fnxf8e4m3fn->f32 ªó£Ôç²*&
f8e4m3fnxf8e4m3fn->f8e4m3fn·İşÜ•ï* 
f8e4m3fnxf8e5m2->bf16´—€°ˆ*
f8e4m3fnxf8e5m2->f32¨·Èú›*$
f8e4m3fnxf8e5m2->f8e4m3fnÁ–®¬ÿ¢ö*"
f8e4m3fnxf8e5m2->f8e5m2Êïõ¬’ƒ* 
f8e5m2xf8e4m3fn->bf16êóÊµå*
f8e5m2xf8e4m3fn->f32İ¤šøéÃ”*$
f8e5m2xf8e4m3fn->f8e4m3fnïÌ¬¥¹¢õ*"
f8e5m2xf8e4m3fn->f8e5m2åí‡ÛØ¸€
•€ € € *
bf16xbf16->bf16³ôÅâƒÊ—*
bf16xbf16->f32¡‚ĞÒ£´’*
f16xf16->f16º£òŒØ„•*
f16xf16->f32½ÉÊ÷›‘*
f32xf32->f32®Ï“÷Ÿ¬*"
f8e4m3fnxf8e4m3fn->bf16ˆÊéœˆÜß*!
f8e4m3fnxf8e4m3fn->f32äÕ”İÀ“¨*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÁúˆ“Ú¸Ü* 
f8e4m3fnxf8e5m2->bf16¾©­ˆ£á*
f8e4m3fnxf8e5m2->f32ñÄÜÆÑÔÅ*$
f8e4m3fnxf8e5m2->f8e4m3fnº ÀÆˆİ*"
f8e4m3fnxf8e5m2->f8e5m2Ë•‰å¨Ü* 
f8e5m2xf8e4m3fn->bf16ê™ÒâÜıß*
f8e5m2xf8e4m3fn->f32ÜÒì«¼İš*$
f8e5m2xf8e4m3fn->f8e4m3fnÿ±Å™ÇèÜ*"
f8e5m2xf8e4m3fn->f8e5m2¶¼Îºâ—İ
•€ € € *
bf16xbf16->bf16çª¾Ş˜©Ş*
bf16xbf16->f32Ó–ÃôòĞ*
f16xf16->f16Áúˆ“Ú¸Ü*
f16xf16->f32‡¹ã±¥¹Ñ*
f32xf32->f32Ğµó£—à*"
f8e4m3fnxf8e4m3fn->bf16ª¶Ô«šà­*!
f8e4m3fnxf8e4m3fn->f32Œâç»°‰*&
f8e4m3fnxf8e4m3fn->f8e4m3fnÚĞ²ØÉÁ* 
f8e4m3fnxf8e5m2->bf16ÄªƒëÖ™Ö*
f8e4m3fnxf8e5m2->f32°øôµİ²*$
f8e4m3fnxf8e5m2->f8e4m3fnîºùğèÈ*"
f8e4m3fnxf8e5m2->f8e5m2ş¯°Ñ* 
f8e5m2xf8e4m3fn->bf16«Ÿ’Ù¦ˆØ*
f8e5m2xf8e4m3fn->f32™°ª™”Œ©*$
f8e5m2xf8e4m3fn->f8e4m3fn«ò¥ÄÂª *"
f8e5m2xf8e4m3fn->f8e5m2æğûÌë«Ñ
•€ € € *
bf16xbf16->bf16ëÀŒõ”©*
bf16xbf16->f32ŠÜäÃ”*
f16xf16->f16º×ÿ¯ä‘*
f16xf16->f32Å³â™ãã†*
f32xf32->f32ÂÃÚß³ *"
f8e4m3fnxf8e4m3fn->bf16ÇôÊ¢ÇâŒ*!
f8e4m3fnxf8e4m3fn->f32ìíç‹ƒ°Á*&
f8e4m3fnxf8e4m3fn->f8e4m3fn ½ÅçÖŸÿ* 
f8e4m3fnxf8e5m2->bf16æ¼ÓÁœ“‘*
f8e4m3fnxf8e5m2->f32„Ú¹Ş¬¡º*$
f8e4m3fnxf8e5m2->f8e4m3fnÎ»»°‚°‹*"
f8e4m3fnxf8e5m2->f8e5m2ŞÓŠÕ¥ñ“* 
f8e5m2xf8e4m3fn->bf16£˜øá•ğı*
f8e5m2xf8e4m3fn->f32Š á²ùœ®*$
f8e5m2xf8e4m3fn->f8e4m3fnÎ×÷£©Š*"
f8e5m2xf8e4m3fn->f8e5m2ŒØ¤õ¥Š
•€ € € *
bf16xbf16->bf16Œ×ÍÂ”»»*
bf16xbf16->f32ÍÈŠ½æü‘*
f16xf16->f16œ”ôÒòÄ—*
f16xf16->f32æ‘×Ùï´‰*
f32xf32->f32ãöëä„*"
f8e4m3fnxf8e4m3fn->bf16îØ²ƒªï¤*!
f8e4m3fnxf8e4m3fn->f32«ÏƒÌâğé*&
f8e4m3fnxf8e4m3fn->f8e4m3fnç€°ëœŞ•* 
f8e4m3fnxf8e5m2->bf16‘Öö¥¸øá*
f8e4m3fnxf8e5m2->f32ˆËÕ« ÉŠ*$
f8e4m3fnxf8e5m2->f8e4m3fnûùŞ“Åµß*"
f8e4m3fnxf8e5m2->f8e5m2Ãøíè©Úæ* 
f8e5m2xf8e4m3fn->bf16Ãßú¬—Ëê*
f8e5m2xf8e4m3fn->f32ú†êË±Ôÿ*$
f8e5m2xf8e4m3fn->f8e4m3fnŞ¢ˆÁ¥ß*"
f8e5m2xf8e4m3fn->f8e5m2¤÷´‹Âë
•€ €  € *
bf16xbf16->bf16àïÉÊâªÄ*
bf16xbf16->f32¼ò´øï*
f16xf16->f16õîÅ—Éªœ*
f16xf16->f32º”ÕËÄí†*
f32xf32->f32Èì„ÄŸÁ*"
f8e4m3fnxf8e4m3fn->bf16±»©„õÜ¸*!
f8e4m3fnxf8e4m3fn->f32¬ùçüÍÉê*&
f8e4m3fnxf8e4m3fn->f8e4m3fn”²ú€¬­* 
f8e4m3fnxf8e5m2->bf16Ñêñ œ§…*
f8e4m3fnxf8e5m2->f32ù…†ïºÅ¬*$
f8e4m3fnxf8e5m2->f8e4m3fnŠâ–ôûÎ‹*"
f8e4m3fnxf8e5m2->f8e5m2šæ“¬¯¼›* 
f8e5m2xf8e4m3fn->bf16¼òßİ½¦	*
f8e5m2xf8e4m3fn->f32ÀİÓœƒÖ’*$
f8e5m2xf8e4m3fn->f8e4m3fnÚ«œ­•÷Š*"
f8e5m2xf8e4m3fn->f8e5m2çİã½Ü¸”
£ì
sm_100_B200’ì
£€€ €*
bf16xbf16->bf16œç¹ÎñÄ*
f32xf32->f32†û÷â¶“*!
f8e4m3fnxf8e4m3fn->bf16¦â´Á²É*
f8e4m3fnxf8e5m2->bf16¸Ğ¾Ôş *
f8e5m2xf8e4m3fn->bf16çÊŸ¡•Æ
£€€ €*
bf16xbf16->bf16Òæ­€†*
f32xf32->f32Üˆ´ÕœĞ*!
f8e4m3fnxf8e4m3fn->bf16‚£Ü‚é*
f8e4m3fnxf8e5m2->bf16åş¼˜Õş*
f8e5m2xf8e4m3fn->bf16€€€¼ı
£€€ €*
bf16xbf16->bf16ÓÔ…Àô›*
f32xf32->f32î¦›ôäÊ*!
f8e4m3fnxf8e4m3fn->bf16±İˆ’Æë*
f8e4m3fnxf8e5m2->bf16€‹†¤¤Ó*
f8e5m2xf8e4m3fn->bf16ÑÒ£ö‰ê
£€€ €*
bf16xbf16->bf16ô—ı¥·½
*
f32xf32->f32ì¹¡–ö*!
f8e4m3fnxf8e4m3fn->bf16Ï™¼§ ¾	*
f8e4m3fnxf8e5m2->bf16ªÕªµÈ÷	*
f8e5m2xf8e4m3fn->bf16¨ ‹Ûì
£€€  €*
bf16xbf16->bf16ÙÑ¾ç¥*
f32xf32->f32˜™‡‚ü¨*!
f8e4m3fnxf8e4m3fn->bf16é¯úËîú*
f8e4m3fnxf8e5m2->bf16óÀÄÖğ¾*
f8e5m2xf8e4m3fn->bf16ÌÄƒï×‰
£€€ €*
bf16xbf16->bf16â´ûÁî*
f32xf32->f32ßß¥Š¢Ç*!
f8e4m3fnxf8e4m3fn->bf16·…¨Èåÿ*
f8e4m3fnxf8e5m2->bf16Á¦ƒãâİ*
f8e5m2xf8e4m3fn->bf16‹šà’á„
£€€ €*
bf16xbf16->bf16á¶ú¢Øã*
f32xf32->f32êÎŞã­ø*!
f8e4m3fnxf8e4m3fn->bf16–»Şì¸„*
f8e4m3fnxf8e5m2->bf16õæ Ëµå*
f8e5m2xf8e4m3fn->bf16±İˆ’Æë
£€€ €*
bf16xbf16->bf16£€¡¶‚ò*
f32xf32->f32ÁºÇü¨è*!
f8e4m3fnxf8e4m3fn->bf16Å÷½òÂ*
f8e4m3fnxf8e5m2->bf16Í¿°³ì*
f8e5m2xf8e4m3fn->bf16Ì‹˜¤õ
£€€ €*
bf16xbf16->bf16àËÁÒ–*
f32xf32->f32Û²Ÿ‡É²*!
f8e4m3fnxf8e4m3fn->bf16ËôØ•Æ*
f8e4m3fnxf8e5m2->bf16î‡·ê§*
f8e5m2xf8e4m3fn->bf16à€Şù™˜
£€€  €*
bf16xbf16->bf16³ÔãÀ%*
f32xf32->f32º—î”…»*!
f8e4m3fnxf8e4m3fn->bf16´éÒ¥Ëó#*
f8e4m3fnxf8e5m2->bf16±€¯ÂÌÖ(*
f8e5m2xf8e4m3fn->bf16Ø€àÇé)
£€€ €*
bf16xbf16->bf16”á›š¥Ì*
f32xf32->f32¿ÀÎàŞÅ*!
f8e4m3fnxf8e4m3fn->bf16µ†Ôæğã*
f8e4m3fnxf8e5m2->bf16¦úĞÃ–Ò*
f8e5m2xf8e4m3fn->bf16·ùåüîæ
£€€ €*
bf16xbf16->bf16Ã‚×äıÄ*
f32xf32->f32òØÄº¹†*!
f8e4m3fnxf8e4m3fn->bf16ú…ú…¶‹*
f8e4m3fnxf8e5m2->bf16–ŠŸŸ¸	*
f8e5m2xf8e4m3fn->bf16Ò×¿ñÔ²	
£€€ €*
bf16xbf16->bf16ê²Œ¸Ç¼*
f32xf32->f32®‹êï²ò*!
f8e4m3fnxf8e4m3fn->bf16ê²Œ¸Ç¼*
f8e4m3fnxf8e5m2->bf16©ŒÑ‘¶*
f8e5m2xf8e4m3fn->bf16É²šµ…
£€€ €*
bf16xbf16->bf16éø‘“°Ó#*
f32xf32->f32ÇÉñøø*!
f8e4m3fnxf8e4m3fn->bf16šö¶ğß!*
f8e4m3fnxf8e5m2->bf16ôÛ¿å„Î!*
f8e5m2xf8e4m3fn->bf16á£ëÁÅë'
£€€  €*
bf16xbf16->bf16·î·…„¼B*
f32xf32->f32 ö»×¸Õ0*!
f8e4m3fnxf8e4m3fn->bf16ì¬çœçF*
f8e4m3fnxf8e5m2->bf16†ì¾€è„N*
f8e5m2xf8e4m3fn->bf16óöË¾èÁI
£€€ €*
bf16xbf16->bf16°ÆšãÀî*
f32xf32->f32íæ¡Ì†ê	*!
f8e4m3fnxf8e4m3fn->bf16€Ô×˜”
*
f8e4m3fnxf8e5m2->bf16°÷ÌŒığ	*
f8e5m2xf8e4m3fn->bf16Æ€ÓÌÃ„

£€€ €*
bf16xbf16->bf16ÛÏªÁïØ*
f32xf32->f32ÀÆæ *!
f8e4m3fnxf8e4m3fn->bf16–¤ÁàÖ¡*
f8e4m3fnxf8e5m2->bf16íÆœöæÀ*
f8e5m2xf8e4m3fn->bf16´à˜”ò´
£€€ €*
bf16xbf16->bf16œ¼‹üì‰*
f32xf32->f32¦Ä–›•Ú*!
f8e4m3fnxf8e4m3fn->bf16ùŸ¯Ü×÷$*
f8e4m3fnxf8e5m2->bf16Ñ¶±àË$*
f8e5m2xf8e4m3fn->bf16„ì´¿Òÿ"
£€€ €*
bf16xbf16->bf16ìøèüÓ<*
f32xf32->f32Á¼ó³°**!
f8e4m3fnxf8e4m3fn->bf16Û² ş¥F*
f8e4m3fnxf8e5m2->bf16á’åß‹D*
f8e5m2xf8e4m3fn->bf16µ†’û”õB
¤€€  €*
bf16xbf16->bf16¹Ÿ™ç·Ìi*
f32xf32->f32„ÿ”ˆÂE*"
f8e4m3fnxf8e4m3fn->bf16²áš·Üİ€*
f8e4m3fnxf8e5m2->bf16«­’Ä‘Àh*
f8e5m2xf8e4m3fn->bf16‚°ˆ´¿j
£€€ € *
bf16xbf16->bf16­ö¼Ùñˆ*
f32xf32->f32ˆÚÎŞî»*!
f8e4m3fnxf8e4m3fn->bf16í¼ŸÅ“Ñ*
f8e4m3fnxf8e5m2->bf16»„¹Á¡Õ*
f8e5m2xf8e4m3fn->bf16ˆèØƒ½¨
£€€ € *
bf16xbf16->bf16ğÏğÌÿæ*
f32xf32->f32ß‡­ÀÓä*!
f8e4m3fnxf8e4m3fn->bf16Â„¡àá*
f8e4m3fnxf8e5m2->bf16§ÁŞ„¹Ñ*
f8e5m2xf8e4m3fn->bf16ÙØÕÈå²
£€€ € *
bf16xbf16->bf16€õ™•—ç.*
f32xf32->f32¨øş«ŞË*!
f8e4m3fnxf8e4m3fn->bf16«ªúüƒ ;*
f8e4m3fnxf8e5m2->bf16Ìé™Î¤8*
f8e5m2xf8e4m3fn->bf16åşÏö«×9
£€€ € *
bf16xbf16->bf16»öå¥ÿÍY*
f32xf32->f32©ˆè”Äƒ>*!
f8e4m3fnxf8e4m3fn->bf16òë£¤æ”o*
f8e4m3fnxf8e5m2->bf16¥Ü¼š½ès*
f8e5m2xf8e4m3fn->bf16€øÁ‘ë v
§€€  € *
bf16xbf16->bf16Ÿ‘…¥ˆ”*
f32xf32->f32»º³Ç•¿`*"
f8e4m3fnxf8e4m3fn->bf16ƒ±ãÀÜÇÓ* 
f8e4m3fnxf8e5m2->bf16ü¬·°Ê™Î* 
f8e5m2xf8e4m3fn->bf16•£Í€”®Ñ
£€€ €*
bf16xbf16->bf16ÿÚÒòñŠ*
f32xf32->f32¯¶íôŠÂ*!
f8e4m3fnxf8e4m3fn->bf16ÏŠ¯¡°ö*
f8e4m3fnxf8e5m2->bf16«Şùï¦õ*
f8e5m2xf8e4m3fn->bf16†í®¡åâ
£€€ €*
bf16xbf16->bf16ãÊƒ°Ğ«*
f32xf32->f32ÚŒƒî‘Ï*!
f8e4m3fnxf8e4m3fn->bf16€€€ øú*
f8e4m3fnxf8e5m2->bf16ùöŒ’Âè*
f8e5m2xf8e4m3fn->bf16Úä¡ÜÒë
£€€ €*
bf16xbf16->bf16ó°æÉÛ
*
f32xf32->f32ÖŞİÄçš*!
f8e4m3fnxf8e4m3fn->bf16’ÊŸ…·¸	*
f8e4m3fnxf8e5m2->bf16Å”ƒ…ã*
f8e5m2xf8e4m3fn->bf16°÷ÌŒığ	
£€€ €*
bf16xbf16->bf16¸­Í±ÁÖ*
f32xf32->f32¢ÓÏ¯Í´*!
f8e4m3fnxf8e4m3fn->bf16Ú…µ *
f8e4m3fnxf8e5m2->bf16™©íÑ³ú*
f8e5m2xf8e4m3fn->bf16é¯úËîú
£€€  €*
bf16xbf16->bf16•õ‚–É%*
f32xf32->f32öÔ–¢„*!
f8e4m3fnxf8e4m3fn->bf16Ì·ç‘Ä&*
f8e4m3fnxf8e5m2->bf16ë‡»ö&*
f8e5m2xf8e4m3fn->bf16­å…îêÂ"
£€€ €*
bf16xbf16->bf16˜‚ÆÀÕ‰*
f32xf32->f32ÛŠ¢—*!
f8e4m3fnxf8e4m3fn->bf16›åü°ñ*
f8e4m3fnxf8e5m2->bf16€€€€­â*
f8e5m2xf8e4m3fn->bf16•áØÙ º
£€€ €*
bf16xbf16->bf16Ì ¾›û‚*
f32xf32->f32´÷¼Ã³æ*!
f8e4m3fnxf8e4m3fn->bf16ĞÙÿ‚Â÷*
f8e4m3fnxf8e5m2->bf16¥ºìÀŠã
*
f8e5m2xf8e4m3fn->bf16İ• ¡–ÿ
£€€ €*
bf16xbf16->bf16ÕªÕª•¬*
f32xf32->f32“•¹è*!
f8e4m3fnxf8e4m3fn->bf16¼¦ÿ†šì*
f8e4m3fnxf8e5m2->bf16¼ßàö¤©*
f8e5m2xf8e4m3fn->bf16…æ‹Ì—À
£€€ €*
bf16xbf16->bf16ÕÿÀ¤³ø$*
f32xf32->f32µĞó¬®*!
f8e4m3fnxf8e4m3fn->bf16¢¡âöÎá$*
f8e4m3fnxf8e5m2->bf16û„û„ûì%*
f8e5m2xf8e4m3fn->bf16Ø€àÇé)
£€€  €*
bf16xbf16->bf16¸°ïÅ©B*
f32xf32->f32Íˆ­¶ª´-*!
f8e4m3fnxf8e4m3fn->bf16£ÆŒ™’æJ*
f8e4m3fnxf8e5m2->bf16›Á¹…èJ*
f8e5m2xf8e4m3fn->bf16—Èß¹ÌäF
£€€ €*
bf16xbf16->bf16çØÅÑŞ„
*
f32xf32->f32ÒÉœæ‚ƒ*!
f8e4m3fnxf8e4m3fn->bf16Š…ĞìÎ»	*
f8e4m3fnxf8e5m2->bf16İµşĞµ	*
f8e5m2xf8e4m3fn->bf16—ûéäÕê

£€€ €*
bf16xbf16->bf16îŒû‡£ *
f32xf32->f32ØóÂ ¬ì*!
f8e4m3fnxf8e4m3fn->bf16á£‘ä«Ç*
f8e4m3fnxf8e5m2->bf16î‡·ê§*
f8e5m2xf8e4m3fn->bf16…ƒºÉæÜ
£€€ €*
bf16xbf16->bf16Âæş‹ˆŞ#*
f32xf32->f32Ùñ…Ø¼¾*!
f8e4m3fnxf8e4m3fn->bf16ø‚²Òø‰#*
f8e4m3fnxf8e5m2->bf16Õöæäô"*
f8e5m2xf8e4m3fn->bf16À›–ƒ¥­(
£€€ €*
bf16xbf16->bf16Âå½šÒâA*
f32xf32->f32”à¡óóÊ0*!
f8e4m3fnxf8e4m3fn->bf16¦Ù¦Ù¦üF*
f8e4m3fnxf8e5m2->bf16¹Ş»©ã@*
f8e5m2xf8e4m3fn->bf16°™¿°èËJ
¦€€  €*
bf16xbf16->bf16’Õ“ÒÉûo*
f32xf32->f32Ø…™¨ãïF*"
f8e4m3fnxf8e4m3fn->bf16ïÜïŠˆø„* 
f8e4m3fnxf8e5m2->bf16Â¬È…Ù×„* 
f8e5m2xf8e4m3fn->bf16…š‡•–„
£€€ €*
bf16xbf16->bf16Ã®ßßí*
f32xf32->f32áö‰ÓÃÀ*!
f8e4m3fnxf8e4m3fn->bf16¢©€»í›*
f8e4m3fnxf8e5m2->bf16İå—ó»›*
f8e5m2xf8e4m3fn->bf16æÛ³Èˆ¢
£€€ €*
bf16xbf16->bf16ƒÁÀà á*
f32xf32->f32‰éƒªã*!
f8e4m3fnxf8e4m3fn->bf16’³ıŠî¸"*
f8e4m3fnxf8e5m2->bf16£ëùå±!*
f8e5m2xf8e4m3fn->bf16ûÇşç£"
£€€ €*
bf16xbf16->bf16ì´›ö·é;*
f32xf32->f32¨îØ¡Àİ**!
f8e4m3fnxf8e4m3fn->bf16Œ ‘ú³D*
f8e4m3fnxf8e5m2->bf16¿¾¯ŠòˆA*
f8e5m2xf8e4m3fn->bf16óÓñ¦ÜüE
¤€€ €*
bf16xbf16->bf16–±÷¦Úk*
f32xf32->f32íÛıàà®G*"
f8e4m3fnxf8e4m3fn->bf16¢Øí¡Œåƒ*
f8e4m3fnxf8e5m2->bf16İ©„Éç«y*
f8e5m2xf8e4m3fn->bf16ş™áŸ“İr
§€€  €*
bf16xbf16->bf16ıÓ·’­*
f32xf32->f32ÇÒ—åòãd*"
f8e4m3fnxf8e4m3fn->bf16©îáà‹İ* 
f8e4m3fnxf8e5m2->bf16ºÓîÔ›Éß* 
f8e5m2xf8e4m3fn->bf16ƒ€¯°Ñòİ
£€€ € *
bf16xbf16->bf16°àêíÀ*
f32xf32->f32¾›šÃøÓ*!
f8e4m3fnxf8e4m3fn->bf16©¦™å”î*
f8e4m3fnxf8e5m2->bf16ØÚ÷ïØñ*
f8e5m2xf8e4m3fn->bf16ş°ĞëØ
£€€ € *
bf16xbf16->bf16Ëœ‹ù•Ë.*
f32xf32->f32åˆ¾®ãà*!
f8e4m3fnxf8e4m3fn->bf16ÌÙÂÄ£´<*
f8e4m3fnxf8e5m2->bf16ùõ‘’³Ê7*
f8e5m2xf8e4m3fn->bf16Ú­¨úø–7
£€€ € *
bf16xbf16->bf16úõ¥ò×Z*
f32xf32->f32ïÖ¶Û>*!
f8e4m3fnxf8e4m3fn->bf16Œ„·ŸÍl*
f8e4m3fnxf8e5m2->bf16†¶ãà¶¬u*
f8e5m2xf8e4m3fn->bf16Åµ¢Ÿ¢k
§€€ € *
bf16xbf16->bf16åğ†Úş•˜*
f32xf32->f32õ¿¨“ôb*"
f8e4m3fnxf8e4m3fn->bf16•£Í€”®Ñ* 
f8e4m3fnxf8e5m2->bf16‘¾¶¿ù•Ó* 
f8e5m2xf8e4m3fn->bf16ñì‹è¿ÆÄ
¨€€  € *
bf16xbf16->bf16˜¦‰”àšá*
f32xf32->f32Œõî±†¼„*"
f8e4m3fnxf8e4m3fn->bf16ÈÖË¹øòÎ* 
f8e4m3fnxf8e5m2->bf16¹ÀŠ«’ÇÓ* 
f8e5m2xf8e4m3fn->bf16¾Ë‡ğ¦ÔĞ
£€€ €*
bf16xbf16->bf16€€€ øú*
f32xf32->f32 Ø‹„³­*!
f8e4m3fnxf8e4m3fn->bf16¼´Ø¸ı*
f8e4m3fnxf8e5m2->bf16÷’¬¨àö*
f8e5m2xf8e4m3fn->bf16áÀ®Ò™—
£€€ €*
bf16xbf16->bf16Ù¼­åáÓ	*
f32xf32->f32õœÖ‘Áı*!
f8e4m3fnxf8e4m3fn->bf16Š…ĞìÎ»	*
f8e4m3fnxf8e5m2->bf16»âÎØ³Ş*
f8e5m2xf8e4m3fn->bf16ù…’®Êõ
£€€ €*
bf16xbf16->bf16•¶ÑœŸÈ*
f32xf32->f32€§³Ü‡Í*!
f8e4m3fnxf8e4m3fn->bf16ãñ¸œÖ˜*
f8e4m3fnxf8e5m2->bf16™©íÑ³ú*
f8e5m2xf8e4m3fn->bf16Ú…µ 
£€€ €*
bf16xbf16->bf16¿æğù%*
f32xf32->f32™ŠÜ¸*!
f8e4m3fnxf8e4m3fn->bf16á£ëÁÅë'*
f8e4m3fnxf8e5m2->bf16‰Ìúğ…&*
f8e5m2xf8e4m3fn->bf16…À…î¶¤"
£€€  €*
bf16xbf16->bf16Ñê¤Ê™²>*
f32xf32->f32Ì¢¾ÖÛ)*!
f8e4m3fnxf8e4m3fn->bf16Æ’şŒÅ¤7*
f8e4m3fnxf8e5m2->bf16Úåô‰ÁáA*
f8e5m2xf8e4m3fn->bf16ïè¤Ö£˜B
£€€ €*
bf16xbf16->bf16ÌúÅëò
*
f32xf32->f32ôòüß–Ú*!
f8e4m3fnxf8e4m3fn->bf16¬ùæ¿›Õ*
f8e4m3fnxf8e5m2->bf16÷ÃÛ€õÓ
*
f8e5m2xf8e4m3fn->bf16 ½¦ååÙ
£€€ €*
bf16xbf16->bf16Œ¦™‡‰*
f32xf32->f32”ÓÌ²Š÷*!
f8e4m3fnxf8e4m3fn->bf16Ê®¾“Ü*
f8e4m3fnxf8e5m2->bf16ôèäº­Ù*
f8e5m2xf8e4m3fn->bf16¸ûÏ‡ó
£€€ €*
bf16xbf16->bf16ŸÓæø®§%*
f32xf32->f32İ–Ôßåä*!
f8e4m3fnxf8e4m3fn->bf16³ÔãÀ%*
f8e4m3fnxf8e5m2->bf16ªÕªÕ¡Ş'*
f8e5m2xf8e4m3fn->bf16ä€Ì‚®½%
£€€ €*
bf16xbf16->bf16ºçÙ¥¶âB*
f32xf32->f32û¶éùòß-*!
f8e4m3fnxf8e4m3fn->bf16ŸŞŒŒ…õK*
f8e4m3fnxf8e5m2->bf16çáŸÕıJ*
f8e5m2xf8e4m3fn->bf16äû•Åé“K
£€€  €*
bf16xbf16->bf16èû«Í’©j*
f32xf32->f32†ä”ûüıB*!
f8e4m3fnxf8e4m3fn->bf16ËƒòëçÃ|*
f8e4m3fnxf8e5m2->bf16èŞ„íËƒq*
f8e5m2xf8e4m3fn->bf16àñóÈ·q
£€€ €*
bf16xbf16->bf16Ü›¹·’Ê*
f32xf32->f32ºÑ‹İÈï*!
f8e4m3fnxf8e4m3fn->bf16ÏÊºËä*
f8e4m3fnxf8e5m2->bf16¼¦ÿ†šì*
f8e5m2xf8e4m3fn->bf16©şÎ ‚
£€€ €*
bf16xbf16->bf16ÅÈıáß"*
f32xf32->f32æÚÙ¶ÖŠ*!
f8e4m3fnxf8e4m3fn->bf16Ô°Èí¾½#*
f8e4m3fnxf8e5m2->bf16ø‚²Òø‰#*
f8e5m2xf8e4m3fn->bf16èÀ±¨äé&
£€€ €*
bf16xbf16->bf16àĞå¯Á¾A*
f32xf32->f32©åı„»/*!
f8e4m3fnxf8e4m3fn->bf16‡ÁÒ³¶ÛK*
f8e4m3fnxf8e5m2->bf16¨Å›‹§‘F*
f8e5m2xf8e4m3fn->bf16ãĞé˜‰J
¥€€ €*
bf16xbf16->bf16õŒ©±îşo*
f32xf32->f32ä¤Ì¦€òG*"
f8e4m3fnxf8e4m3fn->bf16õÛÑ™ÄŸ…*
f8e4m3fnxf8e5m2->bf16ÕÁÎ‡°¹q* 
f8e5m2xf8e4m3fn->bf16…ƒ«èœ€
§€€  €*
bf16xbf16->bf16Ş†åëĞ¼¤*
f32xf32->f32¢èò†’İ`*"
f8e4m3fnxf8e4m3fn->bf16ÍÜÙŠÊ Ä* 
f8e4m3fnxf8e5m2->bf16öãı”èòÛ* 
f8e5m2xf8e4m3fn->bf16îŸ÷î¤ÓÂ
£€€ €*
bf16xbf16->bf16ƒÁÀà á*
f32xf32->f32¼Ïç·Ú*!
f8e4m3fnxf8e4m3fn->bf16À‚°’í*
f8e4m3fnxf8e5m2->bf16†ĞÈ‡ı™"*
f8e5m2xf8e4m3fn->bf16š‰Ññ’$
£€€ €*
bf16xbf16->bf16ãÇô‹½ø;*
f32xf32->f32‡œğÀƒç)*!
f8e4m3fnxf8e4m3fn->bf16‰éÆìÚ™E*
f8e4m3fnxf8e5m2->bf16µ†’û”õB*
f8e5m2xf8e4m3fn->bf16Ôš¸ĞÏÜD
¥€€ €*
bf16xbf16->bf16º¬­Ù°Âj*
f32xf32->f32øÒØ÷Î¸I*"
f8e4m3fnxf8e4m3fn->bf16¬Ì£Ãø‚*
f8e4m3fnxf8e5m2->bf16Ô°·¶øi* 
f8e5m2xf8e4m3fn->bf16…ƒ«èœ€
§€€ €*
bf16xbf16->bf16²¹ëÚçï¬*
f32xf32->f32ÅÜØÁ«g*"
f8e4m3fnxf8e4m3fn->bf16»¾¤Ş¢ÚŞ* 
f8e4m3fnxf8e5m2->bf16²Â¤ç¸’á* 
f8e5m2xf8e4m3fn->bf16ºÓîÔ›Éß
§€€  €*
bf16xbf16->bf16¤µ²ä¯ß*
f32xf32->f32‹•¥ˆê¡*"
f8e4m3fnxf8e4m3fn->bf16ÕªÕªÕÂÅ* 
f8e4m3fnxf8e5m2->bf16êÖæÎÀßÆ* 
f8e5m2xf8e4m3fn->bf16™åãï‰¤Ğ
£€€ € *
bf16xbf16->bf16‡Øü€Ë¹.*
f32xf32->f32‘õäöàã *!
f8e4m3fnxf8e4m3fn->bf16×Æ‰éã÷8*
f8e4m3fnxf8e5m2->bf16àŸàŸ ’;*
f8e5m2xf8e4m3fn->bf16Ïçóù¼:
£€€ € *
bf16xbf16->bf16¤ö¸ËøÌY*
f32xf32->f32£ñşŞÆ™=*!
f8e4m3fnxf8e4m3fn->bf16ü°±³Æßn*
f8e4m3fnxf8e5m2->bf16Š‰ÎÒù›l*
f8e5m2xf8e4m3fn->bf16ãìŞ¿´t
§€€ € *
bf16xbf16->bf16—¼“ÁÅÄ™*
f32xf32->f32ñÚÏºÖÆd*"
f8e4m3fnxf8e4m3fn->bf16óÛ†¬À‡Ò* 
f8e4m3fnxf8e5m2->bf16À™Ö´ıĞ* 
f8e5m2xf8e4m3fn->bf16ÍİşíìµÒ
¨€€ € *
bf16xbf16->bf16ùùˆ«îàæ*
f32xf32->f32ãúÖ ·ó„*"
f8e4m3fnxf8e4m3fn->bf16¸à‡œ¸Î* 
f8e4m3fnxf8e5m2->bf16ôáêöç»Ó* 
f8e5m2xf8e4m3fn->bf16à‘–½ÿÒ
¨€€  € *
bf16xbf16->bf16¿ŞöÿØ‚”*
f32xf32->f32¾°íö¥•*"
f8e4m3fnxf8e4m3fn->bf16™µ¾å„È¸* 
f8e4m3fnxf8e5m2->bf16ŞŸÆÖûë·* 
f8e5m2xf8e4m3fn->bf16‡€Şà¢å»
£€€ €*
bf16xbf16->bf16çÔ™Şë©	*
f32xf32->f32¬ğÙ”ŠÃ*!
f8e4m3fnxf8e4m3fn->bf16¨ ‹Ûì*
f8e4m3fnxf8e5m2->bf16»ì ½°Ğ*
f8e5m2xf8e4m3fn->bf16¥…ĞÚÚí	
£€€ €*
bf16xbf16->bf16¦‘Ÿë­Ï*
f32xf32->f32Š‚š…ñÀ*!
f8e4m3fnxf8e4m3fn->bf16€‡êÇê*
f8e4m3fnxf8e5m2->bf16ÓşÓş“ƒ*
f8e5m2xf8e4m3fn->bf16£‡ªÇç¤
£€€ €*
bf16xbf16->bf16òıÊâôÉ%*
f32xf32->f32ŞüåİÅ¬*!
f8e4m3fnxf8e4m3fn->bf16Ş­¶çÍÜ'*
f8e4m3fnxf8e5m2->bf16ÔÕŸ(*
f8e5m2xf8e4m3fn->bf16­È‚Á­Ã&
£€€ €*
bf16xbf16->bf16î¾ª…¾ã>*
f32xf32->f32å»´‘¡–)*!
f8e4m3fnxf8e4m3fn->bf16‘¬ûÜ áB*
f8e4m3fnxf8e5m2->bf16ÇÑ×ÍéôA*
f8e5m2xf8e4m3fn->bf16‹€‹ÜíÈD
£€€  €*
bf16xbf16->bf16ğö¦›«\*
f32xf32->f32·°ìâÊ>*!
f8e4m3fnxf8e4m3fn->bf16À¢üÏµ–o*
f8e4m3fnxf8e5m2->bf16™ıªÂ±°o*
f8e5m2xf8e4m3fn->bf16ôøÖáôä_
£€€ €*
bf16xbf16->bf16‹Òò‡ÁÔ*
f32xf32->f32ø‡ø‡Èä*!
f8e4m3fnxf8e4m3fn->bf16 ğÔÌ³*
f8e4m3fnxf8e5m2->bf16Â¯‚è•*
f8e5m2xf8e4m3fn->bf16¹ùªœ¤Ÿ
£€€ €*
bf16xbf16->bf16ÙáşİØí$*
f32xf32->f32óºœƒ¸*!
f8e4m3fnxf8e4m3fn->bf16ğûÛ¤¡ô(*
f8e4m3fnxf8e5m2->bf16Áà©™¡æ(*
f8e5m2xf8e4m3fn->bf16ØÌŸ˜ô¥%
£€€ €*
bf16xbf16->bf16Æş¸ÓèÙ4*
f32xf32->f32ˆ÷Ù«Å§.*!
f8e4m3fnxf8e4m3fn->bf16É˜…ÜúJ*
f8e4m3fnxf8e5m2->bf16äû•Åé“K*
f8e5m2xf8e4m3fn->bf16¹®œÍéåG
£€€ €*
bf16xbf16->bf16¹Œ¾‘òj*
f32xf32->f32ïŒ„œ›¶C*!
f8e4m3fnxf8e4m3fn->bf16ÌÀçÍÌÁr*
f8e4m3fnxf8e5m2->bf16¥Ü¼š½ès*
f8e5m2xf8e4m3fn->bf16û©¯Åõq
§€€  €*
bf16xbf16->bf16àœ´Ùß›“*
f32xf32->f32ŒŒ‰æ£¢\*"
f8e4m3fnxf8e4m3fn->bf16¬Ëİ…ªˆº* 
f8e4m3fnxf8e5m2->bf16ÄÁØ·•Å* 
f8e5m2xf8e4m3fn->bf16 Ê¾şÙâÆ
£€€ €*
bf16xbf16->bf16Á™¯á—"*
f32xf32->f32ğ¤„¼ÈÇ*!
f8e4m3fnxf8e4m3fn->bf16Ù¨ü¼üà%*
f8e4m3fnxf8e5m2->bf16ºË¯æ÷¶&*
f8e5m2xf8e4m3fn->bf16ºË¯æ÷¶&
£€€ €*
bf16xbf16->bf16ó±«„úÓ@*
f32xf32->f32©êÜ…‚à0*!
f8e4m3fnxf8e4m3fn->bf16­ş‹À¹¹G*
f8e4m3fnxf8e5m2->bf16—Èß¹ÌäF*
f8e5m2xf8e4m3fn->bf16ÇÈ»ò•ƒE
¤€€ €*
bf16xbf16->bf16âÔÅìÁåp*
f32xf32->f32İæüê·±H*!
f8e4m3fnxf8e4m3fn->bf16Ş½ö¸¶Ûr* 
f8e4m3fnxf8e5m2->bf16ìç²í²„*
f8e5m2xf8e4m3fn->bf16Œˆ…ƒ{
§€€ €*
bf16xbf16->bf16â‚€Ÿ¦÷¤*
f32xf32->f32°±Ë‘òƒa*"
f8e4m3fnxf8e4m3fn->bf16ÚóàšËØÜ* 
f8e4m3fnxf8e5m2->bf16»¾¤Ş¢ÚŞ* 
f8e5m2xf8e4m3fn->bf16¹·è¦ü«Ü
§€€  €*
bf16xbf16->bf16ÁÃÃ­å›Ï*
f32xf32->f32 ¤Ä”°z*"
f8e4m3fnxf8e4m3fn->bf16‘ıÍŠ˜âÃ* 
f8e4m3fnxf8e5m2->bf16Ê»æÁÑ™¸* 
f8e5m2xf8e4m3fn->bf16ãÚÿŸû¼
£€€ €*
bf16xbf16->bf16×Ú¾‘î­;*
f32xf32->f32¼¦Æ«¬ô)*!
f8e4m3fnxf8e4m3fn->bf16„ÿ”ˆÂE*
f8e4m3fnxf8e5m2->bf16©Âóøö¬:*
f8e5m2xf8e4m3fn->bf16”§àêÔC
¤€€ €*
bf16xbf16->bf16ñ¸œ¯ûi*
f32xf32->f32±ğü˜¸·J*"
f8e4m3fnxf8e4m3fn->bf16¯¢éóô„*
f8e4m3fnxf8e5m2->bf16èŞ„íËƒq*
f8e5m2xf8e4m3fn->bf16„Îã²ëâ{
§€€ €*
bf16xbf16->bf16ª÷Ü¶âñ¬*
f32xf32->f32ªñ×û·ëf*"
f8e4m3fnxf8e4m3fn->bf16ê™ÒâÜıß* 
f8e4m3fnxf8e5m2->bf16Å©‹ÙƒËá* 
f8e5m2xf8e4m3fn->bf16Ïë„¸‹™á
§€€ €*
bf16xbf16->bf16’Í¦Æ»‘à*
f32xf32->f32…ø‹îÚ¿~*"
f8e4m3fnxf8e4m3fn->bf16çÜëñ²ĞÄ* 
f8e4m3fnxf8e5m2->bf16ÈÖË¹øòÎ* 
f8e5m2xf8e4m3fn->bf16µÜò¨ã•Ä
¨€€  €*
bf16xbf16->bf16‘æ½”­ÖŠ*
f32xf32->f32¦îÛ±ÀŸ*"
f8e4m3fnxf8e4m3fn->bf16Š›Äù–ßÎ* 
f8e4m3fnxf8e5m2->bf16ùîã¤–ËĞ* 
f8e5m2xf8e4m3fn->bf16†–œ²Î Ó
£€€ € *
bf16xbf16->bf16•Ä¶øù¤Z*
f32xf32->f32ª‹ƒÃ=*!
f8e4m3fnxf8e4m3fn->bf16Ë‰Ä–“¦r*
f8e4m3fnxf8e5m2->bf16âÔÅìÁåp*
f8e5m2xf8e4m3fn->bf16¥ü™ŠÉn
§€€ € *
bf16xbf16->bf16§®†øÑ—*
f32xf32->f32í€Ç•Ôùg*"
f8e4m3fnxf8e4m3fn->bf16×àŒˆçĞÂ* 
f8e4m3fnxf8e5m2->bf16ŒÁ¦’í‡Ê* 
f8e5m2xf8e4m3fn->bf16âµŸõ¬É
¨€€ € *
bf16xbf16->bf16®ÃŒÌŒ³ç*
f32xf32->f32ìÖÈğÃ‚*"
f8e4m3fnxf8e4m3fn->bf16¾şÒ†½ËÑ* 
f8e4m3fnxf8e5m2->bf16“ÙÓ½ßÍ* 
f8e5m2xf8e4m3fn->bf16…•«Á Ø
¨€€ € *
bf16xbf16->bf16Ï–¦ÎÑã’*
f32xf32->f32ĞÔåÿ‚Â•*"
f8e4m3fnxf8e4m3fn->bf16ƒŠñ¿ÖÙ¼* 
f8e4m3fnxf8e5m2->bf16Üü¯õşĞ¾* 
f8e5m2xf8e4m3fn->bf16èªü°â¹¿
¨€€  € *
bf16xbf16->bf16·ÖîÇ—¡±*
f32xf32->f32èô·ÅŸ*"
f8e4m3fnxf8e4m3fn->bf16èàæºæ¹¶* 
f8e4m3fnxf8e5m2->bf16”ñç¨â¶* 
f8e5m2xf8e4m3fn->bf16÷ìñ›ŒÔ¶
£€ € €*
bf16xbf16->bf16 ğÔÌ³*
f32xf32->f32 óúı«™*!
f8e4m3fnxf8e4m3fn->bf16¢©€»í›*
f8e4m3fnxf8e5m2->bf16çÅ «å*
f8e5m2xf8e4m3fn->bf16ë’‡ñÊ®
£€ € €*
bf16xbf16->bf16 ‰ŞÑ©â$*
f32xf32->f32é÷ö¢­*!
f8e4m3fnxf8e4m3fn->bf16øà õÉÂ&*
f8e4m3fnxf8e5m2->bf16Ù¨ü¼üà%*
f8e5m2xf8e4m3fn->bf16åÓ‹¾ç©&
£€ € €*
bf16xbf16->bf16ŠÍ¾¾µÒ=*
f32xf32->f32œîÍÌè&*!
f8e4m3fnxf8e4m3fn->bf16‚òš‘¥3*
f8e4m3fnxf8e5m2->bf16¡–äÂì«B*
f8e5m2xf8e4m3fn->bf16ÖµäØø…B
£€ € €*
bf16xbf16->bf16ÖÏåôá[*
f32xf32->f32‚×æåó•?*!
f8e4m3fnxf8e4m3fn->bf16ªíå˜”án*
f8e4m3fnxf8e5m2->bf16ôÚĞş–“o*
f8e5m2xf8e4m3fn->bf16ÎŠ·ÔÒk
¦€ €  €*
bf16xbf16->bf16×ó¥Òöƒu*
f32xf32->f32Áß¨ØQ*"
f8e4m3fnxf8e4m3fn->bf16§®†øÑ—* 
f8e4m3fnxf8e5m2->bf16«¤Çó£* 
f8e5m2xf8e4m3fn->bf16â‹ÈÉâ§Œ
£€ € €*
bf16xbf16->bf16´ÛéÜ¬Ê$*
f32xf32->f32ï¬Š ½…*!
f8e4m3fnxf8e4m3fn->bf16§ı§ı§†(*
f8e4m3fnxf8e5m2->bf16É¬›‡ì»(*
f8e5m2xf8e4m3fn->bf16á£ëÁÅë'
£€ € €*
bf16xbf16->bf16–æÑ¡¼A*
f32xf32->f32Ò™œ†×Å-*!
f8e4m3fnxf8e4m3fn->bf16àí´ÃÎ¬I*
f8e4m3fnxf8e5m2->bf16“˜Ş•ûÙI*
f8e5m2xf8e4m3fn->bf16ñ…ä¤ñ“F
£€ € €*
bf16xbf16->bf16ˆúëÅ²âi*
f32xf32->f32£»¨·µ•@*!
f8e4m3fnxf8e4m3fn->bf16ÇÀÆèÃz*
f8e4m3fnxf8e5m2->bf16–Õøêìèp*
f8e5m2xf8e4m3fn->bf16¾æéµÎór
§€ € €*
bf16xbf16->bf16¤…’Ôµ©”*
f32xf32->f32öĞ°ëŒá\*"
f8e4m3fnxf8e4m3fn->bf16û’™¥ÅÆ* 
f8e4m3fnxf8e5m2->bf16¯ŒÜ¬ŠûÂ* 
f8e5m2xf8e4m3fn->bf16Óû•èÅ”¶
§€ €  €*
bf16xbf16->bf16ƒ€Œğî·*
f32xf32->f32ÅòéÕââu*"
f8e4m3fnxf8e4m3fn->bf16ÁòÈ¥²ÁŠ* 
f8e4m3fnxf8e5m2->bf16À¶…Æü™ë* 
f8e5m2xf8e4m3fn->bf16¼ûìñì¶å
£€ € €*
bf16xbf16->bf16Òşç•£À@*
f32xf32->f32öÖ€…Ùü/*!
f8e4m3fnxf8e4m3fn->bf16‚ˆ²“G*
f8e4m3fnxf8e5m2->bf16óöË¾èÁI*
f8e5m2xf8e4m3fn->bf16¢—ºÑë­E
¤€ € €*
bf16xbf16->bf16»Ì¦ÇÅo*
f32xf32->f32Õ­äõÌÑG*!
f8e4m3fnxf8e4m3fn->bf16“±Í×Ô„t* 
f8e4m3fnxf8e5m2->bf16‘Ùˆ †Ë*
f8e5m2xf8e4m3fn->bf16 ×¶³Íu
§€ € €*
bf16xbf16->bf16üı©•Ü¢*
f32xf32->f32ÜæüŸÀ¥_*"
f8e4m3fnxf8e4m3fn->bf16ÄĞå¤ºÁ* 
f8e4m3fnxf8e5m2->bf16²‡¡µ‘¢Ğ* 
f8e5m2xf8e4m3fn->bf16£Œ±Ä‘ƒÑ
§€ € €*
bf16xbf16->bf16ê÷ì¨ßãÏ*
f32xf32->f32¨ª½ÿ›—|*"
f8e4m3fnxf8e4m3fn->bf16Ï¢”Ûó®* 
f8e4m3fnxf8e5m2->bf16øì¿½¿* 
f8e5m2xf8e4m3fn->bf16Á·¯ç¢ÓÇ
¨€ €  €*
bf16xbf16->bf16Áìß¢äÈô*
f32xf32->f32‘°éÿæ*"
f8e4m3fnxf8e4m3fn->bf16å›ò¡¤û®* 
f8e4m3fnxf8e5m2->bf16‚ÑÌ½å¢* 
f8e5m2xf8e4m3fn->bf16ÛÅ¢­œ
£€ € €*
bf16xbf16->bf16û¡öÃì§h*
f32xf32->f32¨Å›‹§‘F*!
f8e4m3fnxf8e4m3fn->bf16Åµ¢Ÿ¢k*
f8e4m3fnxf8e5m2->bf16ÀÄÖ°³ºk*
f8e5m2xf8e4m3fn->bf16¡ßÁ‡´ú
§€ € €*
bf16xbf16->bf16Ü„ ÔØ¬­*
f32xf32->f32é’¤í§¤d*"
f8e4m3fnxf8e4m3fn->bf16»¾¤Ş¢ÚŞ* 
f8e4m3fnxf8e5m2->bf16Ø²â‚«Ë* 
f8e5m2xf8e4m3fn->bf16ÿ¥÷Ê¸Ê
§€ € €*
bf16xbf16->bf16Ê¨±‰â•á*
f32xf32->f32éÛÈÖãË~*"
f8e4m3fnxf8e4m3fn->bf16•ü¯×ÇÌ* 
f8e4m3fnxf8e5m2->bf16ÒíÃëÛ€Â* 
f8e5m2xf8e4m3fn->bf16äˆ«ŠœËÈ
¨€ € €*
bf16xbf16->bf16ªÎëéƒŠ*
f32xf32->f32Ô“­‡™*"
f8e4m3fnxf8e4m3fn->bf16ââå¿åñ * 
f8e4m3fnxf8e5m2->bf16Şı¡‚Ş°* 
f8e5m2xf8e4m3fn->bf16ä ø±éŸ¯
¨€ €  €*
bf16xbf16->bf16¾Ø½ğÅÄ¢*
f32xf32->f32¾Àï ¨*"
f8e4m3fnxf8e4m3fn->bf16íø«§¢‚µ* 
f8e4m3fnxf8e5m2->bf16Ö»¥ş‘´* 
f8e5m2xf8e4m3fn->bf16”±èşè´
§€ € € *
bf16xbf16->bf16½áÌÅè×’*
f32xf32->f32İ‚Çû£¬`*"
f8e4m3fnxf8e4m3fn->bf16µâï øÃ* 
f8e4m3fnxf8e5m2->bf16›»ÔÅÍÏ* 
f8e5m2xf8e4m3fn->bf16ã™¡¤é§Ğ
¨€ € € *
bf16xbf16->bf16´ÿ¾‘„·á*
f32xf32->f32“Ú†›Òø„*"
f8e4m3fnxf8e4m3fn->bf16ØùÙùÒÑ* 
f8e4m3fnxf8e5m2->bf16¸à‡œ¸Î* 
f8e5m2xf8e4m3fn->bf16÷êÌº×ÖÑ
¨€ € € *
bf16xbf16->bf16ğšÿ‹„ü‘*
f32xf32->f32§âÉ¸’†•*"
f8e4m3fnxf8e4m3fn->bf16‡€Şà¢å»* 
f8e4m3fnxf8e5m2->bf16òêäÊÃµ* 
f8e5m2xf8e4m3fn->bf16÷üÈ¼Å´½
¨€ € € *
bf16xbf16->bf16•ôé¤›¾±*
f32xf32->f32§¾¥Æ¥Û*"
f8e4m3fnxf8e4m3fn->bf16µÏ¶’§¸* 
f8e4m3fnxf8e5m2->bf16ı¸ˆíÎ¸* 
f8e5m2xf8e4m3fn->bf16æÈ¼©é‹¹
¨€ €  € *
bf16xbf16->bf16Ş‘ã×¡”Â*
f32xf32->f32›•–şª¬*"
f8e4m3fnxf8e4m3fn->bf16Ú¢È×ô* 
f8e4m3fnxf8e5m2->bf16ãüöâ½¬ù* 
f8e5m2xf8e4m3fn->bf16£´ä¼£ù
£€€ €*
bf16xbf16->bf16ù÷·ˆÙ‰*
f32xf32->f32àØŠŒ«Æ*!
f8e4m3fnxf8e4m3fn->bf16Í²ş€Øø*
f8e4m3fnxf8e5m2->bf16ú«¤æÜ”*
f8e5m2xf8e4m3fn->bf16å¾š¹ÕÚ
£€€ €*
bf16xbf16->bf16¦úĞÃ–Ò*
f32xf32->f32‘À›¹*!
f8e4m3fnxf8e4m3fn->bf16¼©˜ƒÈø*
f8e4m3fnxf8e5m2->bf16´Çâˆı*
f8e5m2xf8e4m3fn->bf16ïÂóş
£€€ €*
bf16xbf16->bf16˜¿ÔÎÄ
*
f32xf32->f32îÅ›¥á*!
f8e4m3fnxf8e4m3fn->bf16¥—ß‰®Ç*
f8e4m3fnxf8e5m2->bf16ªÕªµÈ÷	*
f8e5m2xf8e4m3fn->bf16ÖÍÊˆ
£€€ €*
bf16xbf16->bf16±‰ñ–Ş‚*
f32xf32->f32‚ÂÑ°°*!
f8e4m3fnxf8e4m3fn->bf16¾ÙÁ¦¾Í*
f8e4m3fnxf8e5m2->bf16ÏÊºËä*
f8e5m2xf8e4m3fn->bf16é¯úËîú
£€€  €*
bf16xbf16->bf16ä€Ì‚®½%*
f32xf32->f32©û–²²¬*!
f8e4m3fnxf8e4m3fn->bf16øôÖùÃÖ%*
f8e4m3fnxf8e5m2->bf16•õ‚–É%*
f8e5m2xf8e4m3fn->bf16‰³à²Ñ†&
£€€ €*
bf16xbf16->bf16’ûÅˆ„*
f32xf32->f32óïà²¦*!
f8e4m3fnxf8e4m3fn->bf16Ëıù°ªı*
f8e4m3fnxf8e5m2->bf16¯ ¦ŠŸ±*
f8e5m2xf8e4m3fn->bf16¼¡Ù˜—ı
£€€ €*
bf16xbf16->bf16…úĞ®
*
f32xf32->f32ÀÓ™îÃæ*!
f8e4m3fnxf8e4m3fn->bf16ó¢ĞÕòÀ
*
f8e4m3fnxf8e5m2->bf16·Êùƒàâ*
f8e5m2xf8e4m3fn->bf16ÙÏÃÔÍÿ
£€€ €*
bf16xbf16->bf16ùš”¯ó‰*
f32xf32->f32Ş…éÛĞï*!
f8e4m3fnxf8e4m3fn->bf16Ê¾è¹¥ë*
f8e4m3fnxf8e5m2->bf16›ë‹ÚÖÅ*
f8e5m2xf8e4m3fn->bf16™©íÑ³ú
£€€ €*
bf16xbf16->bf16ùŸ¯Ü×÷$*
f32xf32->f32…ÆÁëÍù*!
f8e4m3fnxf8e4m3fn->bf16ŸÓæø®§%*
f8e4m3fnxf8e5m2->bf16·‚˜ Ÿ$*
f8e5m2xf8e4m3fn->bf16ûÓ†Ñ'
£€€  €*
bf16xbf16->bf16‚ÆÖóËãB*
f32xf32->f32€ğ‰ô‡³+*!
f8e4m3fnxf8e4m3fn->bf16¦±ÄöÄØI*
f8e4m3fnxf8e5m2->bf16À’¼£ÓÄI*
f8e5m2xf8e4m3fn->bf16œÅ©’¨†J
£€€ €*
bf16xbf16->bf16¶Ø¿—¶›	*
f32xf32->f32 Õ‚ÕŠş*!
f8e4m3fnxf8e4m3fn->bf16†Îƒ÷¦	*
f8e4m3fnxf8e5m2->bf16Ç ¤ë›ƒ*
f8e5m2xf8e4m3fn->bf16À°åÖï

£€€ €*
bf16xbf16->bf16ê²Œ¸Ç¼*
f32xf32->f32şş¤Ã¯ü*!
f8e4m3fnxf8e4m3fn->bf16¨Ú¦ş¬*
f8e4m3fnxf8e5m2->bf16’‡…øÁ*
f8e5m2xf8e4m3fn->bf16’‡…øÁ
£€€ €*
bf16xbf16->bf16ôü´´²İ#*
f32xf32->f32¾ëÀ…ø *!
f8e4m3fnxf8e4m3fn->bf16êûŒôİü!*
f8e4m3fnxf8e5m2->bf16Áİ³²ôÃ'*
f8e5m2xf8e4m3fn->bf16î§ŞÜ¢Â'
£€€ €*
bf16xbf16->bf16·î·…„¼B*
f32xf32->f32“Ò‡ÔœÆ-*!
f8e4m3fnxf8e4m3fn->bf16Òñ£¦à¦G*
f8e4m3fnxf8e5m2->bf16‰Øéş¤ÿE*
f8e5m2xf8e4m3fn->bf16Ê§—üÎÓL
¦€€  €*
bf16xbf16->bf16ôÚĞş–“o*
f32xf32->f32²§Ú‚ŞE*"
f8e4m3fnxf8e4m3fn->bf16‚ÆÀ‘°µ‚* 
f8e4m3fnxf8e5m2->bf16ğÂşÆìÈ* 
f8e5m2xf8e4m3fn->bf16ÊìÎÒÔ‚
£€€ €*
bf16xbf16->bf16¹ ¾ı¼È*
f32xf32->f32®ÊÊäıÄ*!
f8e4m3fnxf8e4m3fn->bf16ï÷ú“À¿*
f8e4m3fnxf8e5m2->bf16ÜıÒº°*
f8e5m2xf8e4m3fn->bf16¦°®ÚÇ
£€€ €*
bf16xbf16->bf16ƒÁÀà á*
f32xf32->f32û’´¯ÂÍ*!
f8e4m3fnxf8e4m3fn->bf16şûñ´‘"*
f8e4m3fnxf8e5m2->bf16¹·òî¤”#*
f8e5m2xf8e4m3fn->bf16Ñ¶±àË$
£€€ €*
bf16xbf16->bf16Ğ£ã‘Ì½;*
f32xf32->f32î«ÁÙ¤×**!
f8e4m3fnxf8e4m3fn->bf16ß‡Ç„æÀE*
f8e4m3fnxf8e5m2->bf16ØÚá“áºF*
f8e5m2xf8e4m3fn->bf16ØÚá“áºF
¦€€ €*
bf16xbf16->bf16¾üïîÁØh*
f32xf32->f32Ô¹’îİD*"
f8e4m3fnxf8e4m3fn->bf16şŞéíõé* 
f8e4m3fnxf8e5m2->bf16òŠÄÉ«î* 
f8e5m2xf8e4m3fn->bf16òŠÄÉ«î
§€€  €*
bf16xbf16->bf16•¿±˜‡¿¦*
f32xf32->f32‘·Òãëõf*"
f8e4m3fnxf8e4m3fn->bf16Ñê£÷Í¥Ü* 
f8e4m3fnxf8e5m2->bf16Ñê£÷Í¥Ü* 
f8e5m2xf8e4m3fn->bf16À¸¡Í“ùÛ
£€€ € *
bf16xbf16->bf16 ñ”¬çÓ*
f32xf32->f32ÿ‹»³¼Ñ*!
f8e4m3fnxf8e4m3fn->bf16Â„¡àá*
f8e4m3fnxf8e5m2->bf16œ¼‹üì‰*
f8e5m2xf8e4m3fn->bf16Á‚…ŠÔõ
£€€ € *
bf16xbf16->bf16˜¨åòÛÓ.*
f32xf32->f32ÿ˜‘ã«¶ *!
f8e4m3fnxf8e4m3fn->bf16ÜÛƒ“€Û8*
f8e4m3fnxf8e5m2->bf16§Ê©ÿÍş7*
f8e5m2xf8e4m3fn->bf16î¸³Öä:
£€€ € *
bf16xbf16->bf16î´¼ î‚Z*
f32xf32->f32²Èê¹òÚ=*!
f8e4m3fnxf8e4m3fn->bf16È± ‚°·k*
f8e4m3fnxf8e5m2->bf16àñóÈ·q*
f8e5m2xf8e4m3fn->bf16ÿÊ·ıé’s
§€€ € *
bf16xbf16->bf16¤…’Ôµ©”*
f32xf32->f32ÎšÔ°æÙ^*"
f8e4m3fnxf8e4m3fn->bf16õå¯î­äÒ* 
f8e4m3fnxf8e5m2->bf16Ã•ïü·Óº* 
f8e5m2xf8e4m3fn->bf16©äçºƒ“Ó
§€€  € *
bf16xbf16->bf16³âÇûİåá*
f32xf32->f32ÛûÉ‡Â×}*"
f8e4m3fnxf8e4m3fn->bf16ÕªÕªÕÂÅ* 
f8e4m3fnxf8e5m2->bf16ù‡í¯ÁÂ* 
f8e5m2xf8e4m3fn->bf16÷¨Âö˜¿Å
£€€ €*
bf16xbf16->bf16»âÎ˜ğÊ*
f32xf32->f32ÎÏÆ¦Ö»*!
f8e4m3fnxf8e4m3fn->bf16Ø»¦Æ¾ø*
f8e4m3fnxf8e5m2->bf16£áÂûÖû*
f8e5m2xf8e4m3fn->bf16å²Ù¬†‡
£€€ €*
bf16xbf16->bf16Õ«Ø³ğÏ
*
f32xf32->f32ì¹¡–ö*!
f8e4m3fnxf8e4m3fn->bf16µÉÃ¸¥×	*
f8e4m3fnxf8e5m2->bf16Å”ƒ…ã*
f8e5m2xf8e4m3fn->bf16…©ùÃ ê	
£€€ €*
bf16xbf16->bf16”›Î¥ì–*
f32xf32->f32˜™‡‚ü¨*!
f8e4m3fnxf8e4m3fn->bf16ú¦ïôÙİ*
f8e4m3fnxf8e5m2->bf16î‡·ê§*
f8e5m2xf8e4m3fn->bf16¸ûÏ‡ó
£€€ €*
bf16xbf16->bf16‘£ÆŒ‰³%*
f32xf32->f32öÔ–¢„*!
f8e4m3fnxf8e4m3fn->bf16„ì´¿Òÿ"*
f8e4m3fnxf8e5m2->bf16©¶œËØ­"*
f8e5m2xf8e4m3fn->bf16šŠ–Ü·İ'
£€€  €*
bf16xbf16->bf16”øò”ø£>*
f32xf32->f32¨òÑ°ä‹(*!
f8e4m3fnxf8e4m3fn->bf16¾¬¯ÒÂ@*
f8e4m3fnxf8e5m2->bf16¸Çÿµ<*
f8e5m2xf8e4m3fn->bf16Ò§­Ø’ÂC
£€€ €*
bf16xbf16->bf16Í€¦‡è‡	*
f32xf32->f32„¡ˆ¸Ø*!
f8e4m3fnxf8e4m3fn->bf16à÷ÊƒŞ×
*
f8e4m3fnxf8e5m2->bf16Ö£ÌıªÛ
*
f8e5m2xf8e4m3fn->bf16Ãá°˜ŒĞ
£€€ €*
bf16xbf16->bf16à¨Â©°¤*
f32xf32->f32µ»Ğ¿óà*!
f8e4m3fnxf8e4m3fn->bf16ÕªÕêï*
f8e4m3fnxf8e5m2->bf16ĞğÙÙİ—*
f8e5m2xf8e4m3fn->bf16ÚÍÃ˜Ô
£€€ €*
bf16xbf16->bf16ÕÿÀ¤³ø$*
f32xf32->f32£‰¿Æ¢Ò*!
f8e4m3fnxf8e4m3fn->bf16ÃÇ¢È×%*
f8e4m3fnxf8e5m2->bf16åÓ‹¾ç©&*
f8e5m2xf8e4m3fn->bf16ŠŒ«Á±å(
£€€ €*
bf16xbf16->bf16—ÂÉ—ÍÎB*
f32xf32->f32çŒô’‹.*!
f8e4m3fnxf8e4m3fn->bf16¦Ù¦Ù¦üF*
f8e4m3fnxf8e5m2->bf16ÖœÏ´®½F*
f8e5m2xf8e4m3fn->bf16¦Ù¦Ù¦üF
£€€  €*
bf16xbf16->bf16›½Ó·ú’j*
f32xf32->f32¯³™Å¸«A*!
f8e4m3fnxf8e4m3fn->bf16í¹°Í¥¬n*
f8e4m3fnxf8e5m2->bf16ÇÀÆèÃz*
f8e5m2xf8e4m3fn->bf16ô¨¥‰ƒ}
£€€ €*
bf16xbf16->bf16Á£Ô„*
f32xf32->f32¥“¹Ì…†*!
f8e4m3fnxf8e4m3fn->bf16Šœô İ*
f8e4m3fnxf8e5m2->bf16ÓşÓş“ƒ*
f8e5m2xf8e4m3fn->bf16Šœô İ
£€€ €*
bf16xbf16->bf16êœ‰ˆ÷®"*
f32xf32->f32åÃ‰ìãè*!
f8e4m3fnxf8e4m3fn->bf16‰³à²Ñ†&*
f8e4m3fnxf8e5m2->bf16«ÛİÚ”¶&*
f8e5m2xf8e4m3fn->bf16æêÅ°«ı!
£€€ €*
bf16xbf16->bf16ú˜¬ş¯àA*
f32xf32->f32»¨ØµÆ°.*!
f8e4m3fnxf8e4m3fn->bf16ãĞé˜‰J*
f8e4m3fnxf8e5m2->bf16òîäİÉ¨F*
f8e5m2xf8e4m3fn->bf16æÚ”ÒÕE
¥€€ €*
bf16xbf16->bf16ªéÏ¹šÎp*
f32xf32->f32±ÕÅİ‡H*!
f8e4m3fnxf8e4m3fn->bf16¡ßÁ‡´ú* 
f8e4m3fnxf8e5m2->bf16ãşÖÏèƒ* 
f8e5m2xf8e4m3fn->bf16èü›ØÌ‰„
§€€  €*
bf16xbf16->bf16¬·÷•€µ£*
f32xf32->f32¢¼è•`*"
f8e4m3fnxf8e4m3fn->bf16§•™®¢¾* 
f8e4m3fnxf8e5m2->bf16©½àîìğÓ* 
f8e5m2xf8e4m3fn->bf16öÃì‡ÙÏĞ
£€€ €*
bf16xbf16->bf16‡æÿÛ±*
f32xf32->f32¼Ïç·Ú*!
f8e4m3fnxf8e4m3fn->bf16Ô°Èí¾½#*
f8e4m3fnxf8e5m2->bf16Ó¬Ó¬“¾#*
f8e5m2xf8e4m3fn->bf16Ç¥Ñˆ$
£€€ €*
bf16xbf16->bf16ÕÔÖÒÚ¯;*
f32xf32->f32¾ĞÃÉš(*!
f8e4m3fnxf8e4m3fn->bf16é·ÿÊ‰œC*
f8e4m3fnxf8e5m2->bf16Óì¸–±ÛD*
f8e5m2xf8e4m3fn->bf16‹€‹ÜíÈD
¤€€ €*
bf16xbf16->bf16½Ğ×µ½‘j*
f32xf32->f32°öêÖÊÏG*!
f8e4m3fnxf8e4m3fn->bf16Ì®Îÿë¢{* 
f8e4m3fnxf8e5m2->bf16±ŒØÇœƒ*
f8e5m2xf8e4m3fn->bf16éˆ–÷éi
§€€ €*
bf16xbf16->bf16ƒ£¦¼Š–¬*
f32xf32->f32ÀÃ©¡‘§h*"
f8e4m3fnxf8e4m3fn->bf16ùáâæŒ¿İ* 
f8e4m3fnxf8e5m2->bf16ƒ€¯°Ñòİ* 
f8e5m2xf8e4m3fn->bf16¢—ºÑ‹ùİ
§€€  €*
bf16xbf16->bf16©îáà‹İ*
f32xf32->f32ë™Ó½÷~*"
f8e4m3fnxf8e4m3fn->bf16äˆ«ŠœËÈ* 
f8e4m3fnxf8e5m2->bf16ú¯¶íôŠÂ* 
f8e5m2xf8e4m3fn->bf16üĞìËÜ»Å
£€€ € *
bf16xbf16->bf16°å›ÿíÔ.*
f32xf32->f32Ö›˜Åüş *!
f8e4m3fnxf8e4m3fn->bf16çòß—7*
f8e4m3fnxf8e5m2->bf16ÿÕÆû‚õ:*
f8e5m2xf8e4m3fn->bf16’®Íô9
£€€ € *
bf16xbf16->bf16­—ïY*
f32xf32->f32Îàõœ³ë=*!
f8e4m3fnxf8e4m3fn->bf16™ªĞ¯ál*
f8e4m3fnxf8e5m2->bf16Œ„·ŸÍl*
f8e5m2xf8e4m3fn->bf16™ˆ¾¬úçk
§€€ € *
bf16xbf16->bf16€€€€ Ë˜*
f32xf32->f32‘†”â¹Òc*"
f8e4m3fnxf8e4m3fn->bf16Ç‡ÙÎ„Ò* 
f8e4m3fnxf8e5m2->bf16ˆ€Ù¬á¶Æ* 
f8e5m2xf8e4m3fn->bf16óÛ†¬À‡Ò
¨€€ € *
bf16xbf16->bf16»üõøëá*
f32xf32->f32ÒËÁ¯ß„*"
f8e4m3fnxf8e4m3fn->bf16à‘–½ÿÒ* 
f8e4m3fnxf8e5m2->bf16íığ– ıÔ* 
f8e5m2xf8e4m3fn->bf16£Û€ÒÖƒÔ
¨€€  € *
bf16xbf16->bf16ĞæÉÀ¸÷’*
f32xf32->f32’µîáÉ–*"
f8e4m3fnxf8e4m3fn->bf16ñ¸œÇƒ²* 
f8e4m3fnxf8e5m2->bf16¨¤¸Êæï°* 
f8e5m2xf8e4m3fn->bf16ñ¸œÇƒ²
£€€ €*
bf16xbf16->bf16Ï™¼§ ¾	*
f32xf32->f32ÂÜàĞê*!
f8e4m3fnxf8e4m3fn->bf16¡¸ ‚µç*
f8e4m3fnxf8e5m2->bf16ş áÍ†‡*
f8e5m2xf8e4m3fn->bf16¬ùæ¿›Õ
£€€ €*
bf16xbf16->bf16•¶ÑœŸÈ*
f32xf32->f32˜™‡‚ü¨*!
f8e4m3fnxf8e4m3fn->bf16çÅ «å*
f8e4m3fnxf8e5m2->bf16¤ÖÍƒö*
f8e5m2xf8e4m3fn->bf16©şÎ ‚
£€€ €*
bf16xbf16->bf16ÊŞşÅÓÊ%*
f32xf32->f32Ç­‘è°î*!
f8e4m3fnxf8e4m3fn->bf16ãœ§ Ğ'*
f8e4m3fnxf8e5m2->bf16ªÕªÕ¡Ş'*
f8e5m2xf8e4m3fn->bf16øà õÉÂ&
£€€ €*
bf16xbf16->bf16´óı”ÎÄ>*
f32xf32->f32ªÕªÕªØ(*!
f8e4m3fnxf8e4m3fn->bf16úíèŒâÏB*
f8e4m3fnxf8e5m2->bf16§€±öË6*
f8e5m2xf8e4m3fn->bf16ı÷ãè¢D
£€€  €*
bf16xbf16->bf16ú¸ĞÇ‡\*
f32xf32->f32Ÿı„ºµ¼>*!
f8e4m3fnxf8e4m3fn->bf16ÅÈ¥üÔ§j*
f8e4m3fnxf8e5m2->bf16ë˜Ç©ñÆm*
f8e5m2xf8e4m3fn->bf16Ã•±¨‘‡k
£€€ €*
bf16xbf16->bf16¢©€»í›*
f32xf32->f32˜İï¢®Î*!
f8e4m3fnxf8e4m3fn->bf16øóÑ±”‘*
f8e4m3fnxf8e5m2->bf16˜À—¡¦«*
f8e5m2xf8e4m3fn->bf16·ƒ° ¹
£€€ €*
bf16xbf16->bf16˜¸¾ŒÜ›%*
f32xf32->f32Ô¦Æüåñ*!
f8e4m3fnxf8e4m3fn->bf16ªÕªÕ¡Ş'*
f8e4m3fnxf8e5m2->bf16€€€€è’&*
f8e5m2xf8e4m3fn->bf16Îâ”‰”ƒ%
£€€ €*
bf16xbf16->bf16‘¬ûÜ áB*
f32xf32->f32‰…«Ş­÷,*!
f8e4m3fnxf8e4m3fn->bf16¹»á‡¼F*
f8e4m3fnxf8e5m2->bf16÷ÛÍÍĞÏF*
f8e5m2xf8e4m3fn->bf16÷ÛÍÍĞÏF
£€€ €*
bf16xbf16->bf16ñ¸œ¯ûi*
f32xf32->f32”ÉÑ‰âA*!
f8e4m3fnxf8e4m3fn->bf16æ¨³Œè}*
f8e4m3fnxf8e5m2->bf16¯“ÒÇïq*
f8e5m2xf8e4m3fn->bf16“±Í×Ô„t
§€€  €*
bf16xbf16->bf16æ†û÷â¶“*
f32xf32->f32¸¼’âüŠ]*"
f8e4m3fnxf8e4m3fn->bf16³×™ú•ÃÅ* 
f8e4m3fnxf8e5m2->bf16à™±€û¤·* 
f8e5m2xf8e4m3fn->bf16à™±€û¤·
£€€ €*
bf16xbf16->bf16éÓ–¬‰á!*
f32xf32->f32ú¤ö§øÜ*!
f8e4m3fnxf8e4m3fn->bf16¹çœ˜šƒ'*
f8e4m3fnxf8e5m2->bf16‰³à²Ñ†&*
f8e5m2xf8e4m3fn->bf16Ò’¾¤¤&
£€€ €*
bf16xbf16->bf16àĞå¯Á¾A*
f32xf32->f32°âáŒ›Ì/*!
f8e4m3fnxf8e4m3fn->bf16±§ì‰ƒ®I*
f8e4m3fnxf8e5m2->bf16 ä„Ó¦şH*
f8e5m2xf8e4m3fn->bf16±§ì‰ƒ®I
¦€€ €*
bf16xbf16->bf16–Õøêìèp*
f32xf32->f32ğêı–ËH*"
f8e4m3fnxf8e4m3fn->bf16¢Øí¡Œåƒ* 
f8e4m3fnxf8e5m2->bf16èü›ØÌ‰„* 
f8e5m2xf8e4m3fn->bf16ğàŞ»ŠÓ„
§€€ €*
bf16xbf16->bf16»”¡»Ìß¢*
f32xf32->f32‹ø¤¶a*"
f8e4m3fnxf8e4m3fn->bf16²‡¡µ‘¢Ğ* 
f8e4m3fnxf8e5m2->bf16Â‰ï¹âÉ* 
f8e5m2xf8e4m3fn->bf16©·¥„Ÿ´Ë
§€€  €*
bf16xbf16->bf16ü¬·°Ê™Î*
f32xf32->f32òªÛ×Î¡x*"
f8e4m3fnxf8e4m3fn->bf16¢…°–Œç¹* 
f8e4m3fnxf8e5m2->bf16ÿø²°”Ô¯* 
f8e5m2xf8e4m3fn->bf16ƒÄ­±µİ¹
£€€ €*
bf16xbf16->bf16ì´›ö·é;*
f32xf32->f32¥ıÓÔÿ®(*!
f8e4m3fnxf8e4m3fn->bf16æÚ”ÒÕE*
f8e4m3fnxf8e5m2->bf16¢Û™áˆ¯C*
f8e5m2xf8e4m3fn->bf16ØÜ§£Ø¬C
¥€€ €*
bf16xbf16->bf16›½Ó·ú’j*
f32xf32->f32óöË¾èÁI*!
f8e4m3fnxf8e4m3fn->bf16úªÑÁ™ıg* 
f8e4m3fnxf8e5m2->bf16…ƒ«èœ€* 
f8e5m2xf8e4m3fn->bf16°ôÓÉõ°‚
§€€ €*
bf16xbf16->bf16²Úóàšµ¬*
f32xf32->f32±ÓçŞãg*"
f8e4m3fnxf8e4m3fn->bf16ùáâæŒ¿İ* 
f8e4m3fnxf8e5m2->bf16èµ¡ı­¦Ş* 
f8e5m2xf8e4m3fn->bf16¢—ºÑ‹ùİ
§€€ €*
bf16xbf16->bf16•¨Õ ÕÂß*
f32xf32->f32¼„ÖºÊº}*"
f8e4m3fnxf8e4m3fn->bf16¬©ÔÖ¶»* 
f8e4m3fnxf8e5m2->bf16˜ı¥¿é­Ï* 
f8e5m2xf8e4m3fn->bf16›º³é§‡Ò
¨€€  €*
bf16xbf16->bf16„òï×ØŞ‡*
f32xf32->f32¤ƒ‰Ì©*"
f8e4m3fnxf8e4m3fn->bf16Øûùİ¶›* 
f8e4m3fnxf8e5m2->bf16µğ†Àôü™* 
f8e5m2xf8e4m3fn->bf16ŒÖ‡‰À°
£€€ € *
bf16xbf16->bf16áŸÿãŒĞY*
f32xf32->f32 Ğå»£š6*!
f8e4m3fnxf8e4m3fn->bf16ªéÏ¹šÎp*
f8e4m3fnxf8e5m2->bf16¾³©€õ•p*
f8e5m2xf8e4m3fn->bf16ş™áŸ“İr
§€€ € *
bf16xbf16->bf16 ô–¥ûïš*
f32xf32->f32‘öæ·¥’H*"
f8e4m3fnxf8e4m3fn->bf16õÕ¢ƒ³úÏ* 
f8e4m3fnxf8e5m2->bf16¡®Ö˜Ğë·* 
f8e5m2xf8e4m3fn->bf16¨é‘ûŒ“Á
¨€€ € *
bf16xbf16->bf16ŸÅ¸Ş¯°á*
f32xf32->f32ñĞèÚ¸×‚*"
f8e4m3fnxf8e4m3fn->bf16ÈØ®ûÆ´Î* 
f8e4m3fnxf8e5m2->bf16ÛĞó‚­Î* 
f8e5m2xf8e4m3fn->bf16ı¢·çÑ
¨€€ € *
bf16xbf16->bf16Ï–¦ÎÑã’*
f32xf32->f32ÅÿØŸğŠ•*"
f8e4m3fnxf8e4m3fn->bf16‰´„ÏÆ›¸* 
f8e4m3fnxf8e5m2->bf16Ÿ…ˆ¶Ø‹³* 
f8e5m2xf8e4m3fn->bf16™µ¾å„È¸
¨€€  € *
bf16xbf16->bf16ì—²üä°*
f32xf32->f32ÔÙÄä»–¡*"
f8e4m3fnxf8e4m3fn->bf16Â–êéÿÊ* 
f8e4m3fnxf8e5m2->bf16İÑÏÁñ®™* 
f8e5m2xf8e4m3fn->bf16ÃáüÑã…
£€€ €*
bf16xbf16->bf16£‡ªÇç¤*
f32xf32->f32¬‹ƒÁ°À*!
f8e4m3fnxf8e4m3fn->bf16¼¦ÿ†šì*
f8e4m3fnxf8e5m2->bf16–¤ÁàÖ¡*
f8e5m2xf8e4m3fn->bf16é¹îÛêº
£€€ €*
bf16xbf16->bf16Ó˜¢»¢ì$*
f32xf32->f32×áØÅ´•*!
f8e4m3fnxf8e4m3fn->bf16ºË¯æ÷¶&*
f8e4m3fnxf8e5m2->bf16©”À²»î%*
f8e5m2xf8e4m3fn->bf16—¤å‚©'
£€€ €*
bf16xbf16->bf16°µïß±ã=*
f32xf32->f32ÆÔÏÉ(*!
f8e4m3fnxf8e4m3fn->bf16šÑ®¸×2*
f8e4m3fnxf8e5m2->bf16†ÂÇÛÏ¦6*
f8e5m2xf8e4m3fn->bf16í‹®ŞşóB
£€€ €*
bf16xbf16->bf16ú¸ĞÇ‡\*
f32xf32->f32õï”£¹ó<*!
f8e4m3fnxf8e4m3fn->bf16¹Œ¾‘òj*
f8e4m3fnxf8e5m2->bf16›½Ó·ú’j*
f8e5m2xf8e4m3fn->bf16ÖŸÏÑˆk
¦€€  €*
bf16xbf16->bf16š×ïßÊy*
f32xf32->f32 Ó‰ªıÆP*"
f8e4m3fnxf8e4m3fn->bf16‘°éÿæ* 
f8e4m3fnxf8e5m2->bf16ë’œ‘ËŞ* 
f8e5m2xf8e4m3fn->bf16Æ©ºí¯”’
£€€ €*
bf16xbf16->bf16Ø“öÄ×$*
f32xf32->f32á€´ĞÛ†*!
f8e4m3fnxf8e4m3fn->bf16¥ıÓÔÿ®(*
f8e4m3fnxf8e5m2->bf16§ı§ı§†(*
f8e5m2xf8e4m3fn->bf16ƒ¶Ÿ€´‚'
£€€ €*
bf16xbf16->bf16àĞå¯Á¾A*
f32xf32->f32¸¦Œàé-*!
f8e4m3fnxf8e4m3fn->bf16û×Ê•½H*
f8e4m3fnxf8e5m2->bf16Š•‰¶åêH*
f8e5m2xf8e4m3fn->bf16³¡³şéÑH
£€€ €*
bf16xbf16->bf16Ü†ã–ÒÕh*
f32xf32->f32‚ÍÃŠ‹‡B*!
f8e4m3fnxf8e4m3fn->bf16ä·ëµãÄ{*
f8e4m3fnxf8e5m2->bf16–Â†¤Ÿ€q*
f8e5m2xf8e4m3fn->bf16 ö¯‘²¤z
§€€ €*
bf16xbf16->bf16¾í ñ‡“*
f32xf32->f32ºÛ«µÇ×]*"
f8e4m3fnxf8e4m3fn->bf16ß¡Âæ­·* 
f8e4m3fnxf8e5m2->bf16Ë¼Ñâ©šÅ* 
f8e5m2xf8e4m3fn->bf16°öæÈ·
§€€  €*
bf16xbf16->bf16öåÿ¢Õé¶*
f32xf32->f32à¼¿‹ªñu*"
f8e4m3fnxf8e4m3fn->bf16“â£·ĞÛæ* 
f8e4m3fnxf8e5m2->bf16ÇíŞ¼şÀˆ* 
f8e5m2xf8e4m3fn->bf16ïïïïï¥ğ
£€€ €*
bf16xbf16->bf16‘ìöÆòA*
f32xf32->f32ƒØÄ£‘0*!
f8e4m3fnxf8e4m3fn->bf16çáŸÕıJ*
f8e4m3fnxf8e5m2->bf16‰Øéş¤ÿE*
f8e5m2xf8e4m3fn->bf16Ô¹’îİD
¤€€ €*
bf16xbf16->bf16Ç“ô¾¨´q*
f32xf32->f32éÒ¥Ë–çG*!
f8e4m3fnxf8e4m3fn->bf16ğçøµ‰Øt*
f8e4m3fnxf8e5m2->bf16·¿ò¦Ì~* 
f8e5m2xf8e4m3fn->bf16‚ÆÀ‘°µ‚
§€€ €*
bf16xbf16->bf16 “Ô½ãË£*
f32xf32->f32íÂ†Ø¤˜a*"
f8e4m3fnxf8e4m3fn->bf16úÏÆÉ¬Ú* 
f8e4m3fnxf8e5m2->bf16éÇÖ¦ÂÆÛ* 
f8e5m2xf8e4m3fn->bf16üøßİƒ±Ñ
§€€ €*
bf16xbf16->bf16½ã¦·òƒÏ*
f32xf32->f32ı´şå»y*"
f8e4m3fnxf8e4m3fn->bf16€€€€À–±* 
f8e4m3fnxf8e5m2->bf16Ò”¥©Ê‚»* 
f8e5m2xf8e4m3fn->bf16ˆ´½æ€Å
¨€€  €*
bf16xbf16->bf16ÌÕ› º©ô*
f32xf32->f32ï·››¡Ÿ*"
f8e4m3fnxf8e4m3fn->bf16­œ‚ò¹æ* 
f8e4m3fnxf8e5m2->bf16ˆæÜ™­¦* 
f8e5m2xf8e4m3fn->bf16ÀÌé³ º³
¤€€ €*
bf16xbf16->bf16®”¨ä×j*
f32xf32->f32ÓØÈäŠ“K*"
f8e4m3fnxf8e4m3fn->bf16²áš·Üİ€*
f8e4m3fnxf8e5m2->bf16Üº€Ùò°m*
f8e5m2xf8e4m3fn->bf16¤“â³¡ø
§€€ €*
bf16xbf16->bf16”¾Ó¤ÈÎ¬*
f32xf32->f32‡ç²ãÊh*"
f8e4m3fnxf8e4m3fn->bf16éÒ¥Ë¶²à* 
f8e4m3fnxf8e5m2->bf16İ´’ÇÙàà* 
f8e5m2xf8e4m3fn->bf16Ïë„¸‹™á
§€€ €*
bf16xbf16->bf16ë³Âö’ßŞ*
f32xf32->f32¡ÄòƒÇô}*"
f8e4m3fnxf8e4m3fn->bf16“ÙÓ½ßÍ* 
f8e4m3fnxf8e5m2->bf16 ªğµ¶ĞË* 
f8e5m2xf8e4m3fn->bf16•ü¯×ÇÌ
¨€€ €*
bf16xbf16->bf16ûÄÈù÷ğ‡*
f32xf32->f32ÒÀì©úô*"
f8e4m3fnxf8e4m3fn->bf16š‘ëâÆ¼Ñ* 
f8e4m3fnxf8e5m2->bf16ÔÇ¾³ì´* 
f8e5m2xf8e4m3fn->bf16ú¼ÏçƒÑ
¨€€  €*
bf16xbf16->bf16Çö§í˜±¢*
f32xf32->f32±ğŠëÈŸ*"
f8e4m3fnxf8e4m3fn->bf16”ñç¨â¶* 
f8e4m3fnxf8e5m2->bf16ÉÑæ´äåµ* 
f8e5m2xf8e4m3fn->bf16•‹ğ©„½”
§€€ € *
bf16xbf16->bf16½¡óçÌ‡•*
f32xf32->f32Á÷õ…„^*"
f8e4m3fnxf8e4m3fn->bf16†¯Šæ€’¾* 
f8e4m3fnxf8e5m2->bf16¶ÄŞ Ï* 
f8e5m2xf8e4m3fn->bf16ˆ€ùÿëÌĞ
¨€€ € *
bf16xbf16->bf16ÎÛù‘„Ğá*
f32xf32->f32ÇÔ“Ûƒƒ*"
f8e4m3fnxf8e4m3fn->bf16ÖÏİ¥‚ØĞ* 
f8e4m3fnxf8e5m2->bf16¾şÒ†½ËÑ* 
f8e5m2xf8e4m3fn->bf16¦é‘ªÏ
¨€€ € *
bf16xbf16->bf16¶ÔØû£í‘*
f32xf32->f32çÉì‹‘˜”*"
f8e4m3fnxf8e4m3fn->bf16Œ›³ÔÊ€½* 
f8e4m3fnxf8e5m2->bf16Ó‰îÅ¨¶* 
f8e5m2xf8e4m3fn->bf16³¼Üı´²
¨€€ € *
bf16xbf16->bf16ÌìùŒş°*
f32xf32->f32¼·ä¤ªÁ¡*"
f8e4m3fnxf8e4m3fn->bf16ç³ÉúÛ¼¯* 
f8e4m3fnxf8e5m2->bf16¢ñ¬–¥°* 
f8e5m2xf8e4m3fn->bf16¬‘§®¹Ø´
¨€€  € *
bf16xbf16->bf16á¨©í’£Â*
f32xf32->f32°Çë«ú¬*"
f8e4m3fnxf8e4m3fn->bf16ä‰¬—ãØø* 
f8e4m3fnxf8e5m2->bf16»¹¡¾èÕ÷* 
f8e5m2xf8e4m3fn->bf16Š´è÷Ãöõ
£€ € €*
bf16xbf16->bf16á°˜Œ¦ª$*
f32xf32->f32æÚÙ¶ÖŠ*!
f8e4m3fnxf8e4m3fn->bf16Àƒõöš'*
f8e4m3fnxf8e5m2->bf16‚ĞŞâĞ„(*
f8e5m2xf8e4m3fn->bf16Ø“öÄ×$
£€ € €*
bf16xbf16->bf16ú³ÛÀÉÄ<*
f32xf32->f32Ó·„©–ÿ'*!
f8e4m3fnxf8e4m3fn->bf16í‹®ŞşóB*
f8e4m3fnxf8e5m2->bf16°«¡ôÒC*
f8e5m2xf8e4m3fn->bf16›ÁíÔğÖ6
£€ € €*
bf16xbf16->bf16ğÌ˜À½Ò[*
f32xf32->f32êŞÄû‰»=*!
f8e4m3fnxf8e4m3fn->bf16íâĞÙÏÏk*
f8e4m3fnxf8e5m2->bf16Œıñ¦Ñ³i*
f8e5m2xf8e4m3fn->bf16æò¯ßÜØj
¦€ € €*
bf16xbf16->bf16êã‡±Öy*
f32xf32->f32“ñ‚†ÅòP*"
f8e4m3fnxf8e4m3fn->bf16“úµÂæª’* 
f8e4m3fnxf8e5m2->bf16†Ãá°˜©‘* 
f8e5m2xf8e4m3fn->bf16õ£ÿêÍ­’
§€ €  €*
bf16xbf16->bf16³ÒÑ™é¸´*
f32xf32->f32Î¢™‚äh*"
f8e4m3fnxf8e4m3fn->bf16¼ßª¿Í* 
f8e4m3fnxf8e5m2->bf16ùç«Ù¸èÌ* 
f8e5m2xf8e4m3fn->bf16ÄöáˆçÌ
£€ € €*
bf16xbf16->bf16ó±«„úÓ@*
f32xf32->f32Š¢›ü¼’-*!
f8e4m3fnxf8e4m3fn->bf16¤æú•ÜñD*
f8e4m3fnxf8e5m2->bf16±€öƒš«I*
f8e5m2xf8e4m3fn->bf16œÅ©’¨†J
£€ € €*
bf16xbf16->bf16ı‰—£½h*
f32xf32->f32á½†ûÈ?*!
f8e4m3fnxf8e4m3fn->bf16…ú’äÅz*
f8e4m3fnxf8e5m2->bf16Œ„‚‚ƒ…{*
f8e5m2xf8e4m3fn->bf16ÁÉ¹àÇz
§€ € €*
bf16xbf16->bf16 º¬ÊÉ˜’*
f32xf32->f32ÒÊÚ§àƒ[*"
f8e4m3fnxf8e4m3fn->bf16Ç“î×’Æ* 
f8e4m3fnxf8e5m2->bf16…ØØ¦‰ïÄ* 
f8e5m2xf8e4m3fn->bf16çóù¼¾Óµ
§€ € €*
bf16xbf16->bf16‰Æø¾¦ü¶*
f32xf32->f32­Ûƒı›‡v*"
f8e4m3fnxf8e4m3fn->bf16ùˆ¬õ”õú* 
f8e4m3fnxf8e5m2->bf16Á˜ÂıÖÑó* 
f8e5m2xf8e4m3fn->bf16ÊßŸ¶ñû
¨€ €  €*
bf16xbf16->bf16Óç¾ïÍ¹Ğ*
f32xf32->f32ëé²š¼÷Œ*"
f8e4m3fnxf8e4m3fn->bf16¾“í¡â‚İ* 
f8e4m3fnxf8e5m2->bf16ì“£Ÿ¼* 
f8e5m2xf8e4m3fn->bf16ÒëæŒ·Ş
¥€ € €*
bf16xbf16->bf16´Â»‘„Êm*
f32xf32->f32ìà‹ĞÉ‰F*"
f8e4m3fnxf8e4m3fn->bf16²áš·Üİ€*
f8e4m3fnxf8e5m2->bf16ç‰üç¼öt* 
f8e5m2xf8e4m3fn->bf16ñÜîÖì
§€ € €*
bf16xbf16->bf16¬·÷•€µ£*
f32xf32->f32„íÚ·®_*"
f8e4m3fnxf8e4m3fn->bf16¼ìŠÁ†óÎ* 
f8e4m3fnxf8e5m2->bf16Ô‚Êä´¨Ñ* 
f8e5m2xf8e4m3fn->bf16°Ÿå§ı¤Ğ
§€ € €*
bf16xbf16->bf16œÂšĞÜÎ*
f32xf32->f32ĞÚÚÖÍÜx*"
f8e4m3fnxf8e4m3fn->bf16¿ê¿ê¿²À* 
f8e4m3fnxf8e5m2->bf16¾“ü÷ÿŠ¿* 
f8e5m2xf8e4m3fn->bf16ÒíÃëÛ€Â
¨€ € €*
bf16xbf16->bf16€ÍÁ€¤±ô*
f32xf32->f32¤ÉûöÎÌŒ*"
f8e4m3fnxf8e4m3fn->bf16•¢–ñÓ©* 
f8e4m3fnxf8e5m2->bf16î¡œÇºà‘* 
f8e5m2xf8e4m3fn->bf16›Ê½ÉÆÅ«
¨€ €  €*
bf16xbf16->bf16ğÈ»ÒĞ‚ˆ*
f32xf32->f32œğÀƒœ§*"
f8e4m3fnxf8e4m3fn->bf16ò•’õ¢ª * 
f8e4m3fnxf8e5m2->bf16öëê¨«·¡* 
f8e5m2xf8e4m3fn->bf16·Ûí¶»ú 
§€ € €*
bf16xbf16->bf16ĞÛöˆÂõ¤*
f32xf32->f32ÛŠ£Úìªb*"
f8e4m3fnxf8e4m3fn->bf16œÚ”û›‘Ù* 
f8e4m3fnxf8e5m2->bf16×±ÓâÛ* 
f8e5m2xf8e4m3fn->bf16ï£ëıõÛ
§€ € €*
bf16xbf16->bf16ÂÔõ¤»ÂÚ*
f32xf32->f32„Œ¤ìÄ¾*"
f8e4m3fnxf8e4m3fn->bf16½àÛœÔıÍ* 
f8e4m3fnxf8e5m2->bf16¯Ş£‹‰²É* 
f8e5m2xf8e4m3fn->bf16Ø÷˜µˆ½
¨€ € €*
bf16xbf16->bf16Î¶ôÔ®ˆ*
f32xf32->f32ƒå¬º±‰*"
f8e4m3fnxf8e4m3fn->bf16…ÎÄÀ‡ù˜* 
f8e4m3fnxf8e5m2->bf16¶‹Ãæ¾¾®* 
f8e5m2xf8e4m3fn->bf16Ñ€İÓ›—™
¨€ € €*
bf16xbf16->bf16œ¨ƒá½œ¢*
f32xf32->f32±ÿİ¦*"
f8e4m3fnxf8e4m3fn->bf16”±èşè´* 
f8e4m3fnxf8e5m2->bf16Íù»²ıµ* 
f8e5m2xf8e4m3fn->bf16Ïª›ÜÛº™
¨€ €  €*
bf16xbf16->bf16İÖÌ‰×±*
f32xf32->f32ö”«²Âó¸*"
f8e4m3fnxf8e4m3fn->bf16óÛ’ß÷Î“* 
f8e4m3fnxf8e5m2->bf16“ø·À¸Ê* 
f8e5m2xf8e4m3fn->bf16®ˆÒÚ¯‚“
§€ € € *
bf16xbf16->bf16ıÎ¶®Šüß*
f32xf32->f32Ìå™Ë³¾s*"
f8e4m3fnxf8e4m3fn->bf16ªêŸ¥ı÷Â* 
f8e4m3fnxf8e5m2->bf16Á¦¨ûÆ—Ç* 
f8e5m2xf8e4m3fn->bf16ªêŸ¥ı÷Â
¨€ € € *
bf16xbf16->bf16²€Å¼èÏ‘*
f32xf32->f32¡»úåƒ¼–*"
f8e4m3fnxf8e4m3fn->bf16¾‡¾ÒÉ¬* 
f8e4m3fnxf8e5m2->bf16¸¸ªÜÑÊ®* 
f8e5m2xf8e4m3fn->bf16à®³‰Ú²
¨€ € € *
bf16xbf16->bf16£ÃÚØ³Ó¯*
f32xf32->f32¿ø‹È´‘œ*"
f8e4m3fnxf8e4m3fn->bf16éõñÔóê¯* 
f8e4m3fnxf8e5m2->bf16íê¦é“›²* 
f8e5m2xf8e4m3fn->bf16úÎ›Û´Ä¯
¨€ € € *
bf16xbf16->bf16«èö¨ùÀÂ*
f32xf32->f32äØç²ıø«*"
f8e4m3fnxf8e4m3fn->bf16š°ï±êú* 
f8e4m3fnxf8e5m2->bf16Ğ©ˆè”û* 
f8e5m2xf8e4m3fn->bf16¯‚¤Ñ¹ø
¨€ €  € *
bf16xbf16->bf16æµ…™¼Í*
f32xf32->f32å„Œ³ê°Ã*"
f8e4m3fnxf8e4m3fn->bf16›ıı–ƒ›Æ* 
f8e4m3fnxf8e5m2->bf16ò¨ĞÉï´Å* 
f8e5m2xf8e4m3fn->bf16œÍÆË¯æÅ
£€€ €*
bf16xbf16->bf16¦ãƒò–Ğ*
f32xf32->f32á”¸”±*!
f8e4m3fnxf8e4m3fn->bf16ìî¬õ*
f8e4m3fnxf8e5m2->bf16ãàù±ªè*
f8e5m2xf8e4m3fn->bf16ƒé š€ò
£€€ €*
bf16xbf16->bf16ã«°Ä
*
f32xf32->f32 ø¸ûéä*!
f8e4m3fnxf8e4m3fn->bf16¿ª¼…ÁÙ*
f8e4m3fnxf8e5m2->bf16‘šıÂíË*
f8e5m2xf8e4m3fn->bf16»ì ½°Ğ
£€€ €*
bf16xbf16->bf16ùš”¯ó‰*
f32xf32->f32éÊñÇ¾‰*!
f8e4m3fnxf8e4m3fn->bf16‘…Ñ‡İÀ*
f8e4m3fnxf8e5m2->bf16¦‘Ÿë­Ï*
f8e5m2xf8e4m3fn->bf16¦‘Ÿë­Ï
£€€ €*
bf16xbf16->bf16Ó˜¢»¢ì$*
f32xf32->f32Æ—©çğÆ*!
f8e4m3fnxf8e4m3fn->bf16©”À²»î%*
f8e4m3fnxf8e5m2->bf16ÙĞ™ÿô¨$*
f8e5m2xf8e4m3fn->bf16æøı£Šœ'
£€€  €*
bf16xbf16->bf16†‚ÁÁÂ=*
f32xf32->f32«÷†Ö‘¼'*!
f8e4m3fnxf8e4m3fn->bf16üÚúìá†?*
f8e4m3fnxf8e5m2->bf16·î·…„¼B*
f8e5m2xf8e4m3fn->bf16ßÿñšC
£€€ €*
bf16xbf16->bf16ÊóÉæÕç*
f32xf32->f32Èğ”Íßá*!
f8e4m3fnxf8e4m3fn->bf16¬ùæ¿›Õ*
f8e4m3fnxf8e5m2->bf16İòæœ¬È
*
f8e5m2xf8e4m3fn->bf16Ä¯ÀÌç
£€€ €*
bf16xbf16->bf16ˆ»›øï*
f32xf32->f32Â©ßœ³Ò*!
f8e4m3fnxf8e4m3fn->bf16™Ó£¾ƒä*
f8e4m3fnxf8e5m2->bf16à€Şù™˜*
f8e5m2xf8e4m3fn->bf16ãñ¸œÖ˜
£€€ €*
bf16xbf16->bf16ÅÊ„Û²µ$*
f32xf32->f32÷£ğ¾Äâ*!
f8e4m3fnxf8e4m3fn->bf16Ô€æÂñœ'*
f8e4m3fnxf8e5m2->bf16À›–ƒ¥­(*
f8e5m2xf8e4m3fn->bf16´éÒ¥Ëó#
£€€ €*
bf16xbf16->bf16Úåô‰ÁáA*
f32xf32->f32£¶¢˜ïâ+*!
f8e4m3fnxf8e4m3fn->bf16àí´ÃÎ¬I*
f8e4m3fnxf8e5m2->bf16Í®Òñ«øF*
f8e5m2xf8e4m3fn->bf16ñ…ä¤ñ“F
£€€  €*
bf16xbf16->bf16”¦°£g*
f32xf32->f32Ä¡‚‡A*!
f8e4m3fnxf8e4m3fn->bf16Ÿ˜·üïÆy*
f8e4m3fnxf8e5m2->bf16€€€€€‰z*
f8e5m2xf8e4m3fn->bf16ÖÕ†‚¨¨z
£€€ €*
bf16xbf16->bf16æÖ¨µÚã*
f32xf32->f32ºÑ‹İÈï*!
f8e4m3fnxf8e4m3fn->bf16øı­Òº*
f8e4m3fnxf8e5m2->bf16ÕªÕª•¬*
f8e5m2xf8e4m3fn->bf16ı¶³“ôÓ
£€€ €*
bf16xbf16->bf16»”ëÉËš"*
f32xf32->f32õÖÄğÃ¶*!
f8e4m3fnxf8e4m3fn->bf16î§ŞÜ¢Â'*
f8e4m3fnxf8e5m2->bf16óğÏÎê¾%*
f8e5m2xf8e4m3fn->bf16éÓ–¬‰á!
£€€ €*
bf16xbf16->bf16²¦ıŸù¯@*
f32xf32->f32öƒÚüó£,*!
f8e4m3fnxf8e4m3fn->bf16œöıÏÇD*
f8e4m3fnxf8e5m2->bf16±§ì‰ƒ®I*
f8e5m2xf8e4m3fn->bf16¶Ûí¶§D
¦€€ €*
bf16xbf16->bf16Ÿ’¯‘­o*
f32xf32->f32Â“Ò–Ú—B*"
f8e4m3fnxf8e4m3fn->bf16ÿüŞ”ä‘‚* 
f8e4m3fnxf8e5m2->bf16ĞÇÓüâú‚* 
f8e5m2xf8e4m3fn->bf16…´úƒ¬‚
§€€  €*
bf16xbf16->bf16Øı€Ğ‰œ*
f32xf32->f32çÑ–ØÚ`*"
f8e4m3fnxf8e4m3fn->bf16õ€ÄÙ¯Ú* 
f8e4m3fnxf8e5m2->bf16‡ãï¢ÔÄÏ* 
f8e5m2xf8e4m3fn->bf16Ñ€‡ÍÏ«Â
£€€ €*
bf16xbf16->bf16Â„¡àá*
f32xf32->f32¥‰£¡³ï*!
f8e4m3fnxf8e4m3fn->bf16ˆØÕºé!*
f8e4m3fnxf8e5m2->bf16’Ô›Éàô"*
f8e5m2xf8e4m3fn->bf16³­ŠéÆê"
£€€ €*
bf16xbf16->bf16àŸàŸ ’;*
f32xf32->f32“ÿĞı•¨(*!
f8e4m3fnxf8e4m3fn->bf16òîäİÉ¨F*
f8e4m3fnxf8e5m2->bf16¸µÔÕ¼äG*
f8e5m2xf8e4m3fn->bf16ß¯ÛÙƒ9
£€€ €*
bf16xbf16->bf16îõÕ²Ò†i*
f32xf32->f32ÌçÖÀëáB*!
f8e4m3fnxf8e4m3fn->bf16Ô°·¶øi*
f8e4m3fnxf8e5m2->bf16ô£«“¡ãm*
f8e5m2xf8e4m3fn->bf16™ˆ¾¬úçk
§€€ €*
bf16xbf16->bf16Ãïï’…Ñ£*
f32xf32->f32é“ÙŸáóf*"
f8e4m3fnxf8e4m3fn->bf16ÚóàšËØÜ* 
f8e4m3fnxf8e5m2->bf16¸ÌŒÇÇ÷Ù* 
f8e5m2xf8e4m3fn->bf16Â›…¾£Ş
§€€  €*
bf16xbf16->bf16ÂÔõ¤»ÂÚ*
f32xf32->f32Ò­œÿÍ„}*"
f8e4m3fnxf8e4m3fn->bf16Ã’…£ŞÀ* 
f8e4m3fnxf8e5m2->bf16’“±šÈŸ* 
f8e5m2xf8e4m3fn->bf16Ø÷˜µˆ½
£€€ € *
bf16xbf16->bf16À›ìÓÕ‚.*
f32xf32->f32šî­çÑ *!
f8e4m3fnxf8e4m3fn->bf16àåÅ†ûò<*
f8e4m3fnxf8e5m2->bf16 ‘şçšË7*
f8e5m2xf8e4m3fn->bf16ï»œÛ­9
£€€ € *
bf16xbf16->bf16Ì¡Û«¨ÙX*
f32xf32->f32ÉøÒ•ô<*!
f8e4m3fnxf8e4m3fn->bf16ßüÿt*
f8e4m3fnxf8e5m2->bf16¥ÔØ„ñÊp*
f8e5m2xf8e4m3fn->bf16¯“ÒÇïq
§€€ € *
bf16xbf16->bf16Ïü•±ÀÅ’*
f32xf32->f32£Öˆ§€X*"
f8e4m3fnxf8e4m3fn->bf16óÛ†¬À‡Ò* 
f8e4m3fnxf8e5m2->bf16®í…›¨ÙÑ* 
f8e5m2xf8e4m3fn->bf16ˆ¤úŠßÑ
§€€ € *
bf16xbf16->bf16Ê¸­¼‹îá*
f32xf32->f32‰ÓÚóÉşz*"
f8e4m3fnxf8e4m3fn->bf16üĞìËÜ»Å* 
f8e4m3fnxf8e5m2->bf16ù‡í¯ÁÂ* 
f8e5m2xf8e4m3fn->bf16€« ÀˆÈ
¨€€  € *
bf16xbf16->bf16Í»ºæÕ*
f32xf32->f32Ó¤…ØÓ£”*"
f8e4m3fnxf8e4m3fn->bf16âÒÍ“û¨* 
f8e4m3fnxf8e5m2->bf16ÔÔƒìÔ¦* 
f8e5m2xf8e4m3fn->bf16øïÛÁª©
£€€ €*
bf16xbf16->bf16ã«°Ä
*
f32xf32->f32× ÌÜò*!
f8e4m3fnxf8e4m3fn->bf16ƒæÛŞ*
f8e4m3fnxf8e5m2->bf16Ë¯‚‚„*
f8e5m2xf8e4m3fn->bf16àŞãÔ¡ô	
£€€ €*
bf16xbf16->bf16¨Ú¦ş¬*
f32xf32->f32éåù¿­´*!
f8e4m3fnxf8e4m3fn->bf16¨Ú¦ş¬*
f8e4m3fnxf8e5m2->bf16ñÿ¤ˆ­§*
f8e5m2xf8e4m3fn->bf16±‰ñ–Ş‚
£€€ €*
bf16xbf16->bf16ÙáşİØí$*
f32xf32->f32ÚèÎİ¤İ*!
f8e4m3fnxf8e4m3fn->bf16°‹ŠÊª&*
f8e4m3fnxf8e5m2->bf16áöæòé©'*
f8e5m2xf8e4m3fn->bf16’³ıŠî¸"
£€€ €*
bf16xbf16->bf16²ûÛœ¶ò=*
f32xf32->f32ÀØ•ÖÖ›'*!
f8e4m3fnxf8e4m3fn->bf16ïè¤Ö£˜B*
f8e4m3fnxf8e5m2->bf16›ÁíÔğÖ6*
f8e5m2xf8e4m3fn->bf16¿ïôöúô@
£€€  €*
bf16xbf16->bf16ú¸ĞÇ‡\*
f32xf32->f32˜æÊÆå>*!
f8e4m3fnxf8e4m3fn->bf16ã´ôú“šf*
f8e4m3fnxf8e5m2->bf16‚°ˆ´¿j*
f8e5m2xf8e4m3fn->bf16ŸçÂ”°œi
£€€ €*
bf16xbf16->bf16´à˜”ò´*
f32xf32->f32¿ÕñŞ İ*!
f8e4m3fnxf8e4m3fn->bf16à¨Â©°¤*
f8e4m3fnxf8e5m2->bf16 ğÔÌ³*
f8e5m2xf8e4m3fn->bf16…ÆÕàØ²
£€€ €*
bf16xbf16->bf16ÊŞşÅÓÊ%*
f32xf32->f32× Öœ¬*!
f8e4m3fnxf8e4m3fn->bf16Àƒõöš'*
f8e4m3fnxf8e5m2->bf16äé„…&*
f8e5m2xf8e4m3fn->bf16³£ıÎ½Ê(
£€€ €*
bf16xbf16->bf16ú˜¬ş¯àA*
f32xf32->f32×ˆ­ÜÜ„,*!
f8e4m3fnxf8e4m3fn->bf16İşŠÉ™—E*
f8e4m3fnxf8e5m2->bf16Ã¤‚ˆ›ÓH*
f8e5m2xf8e4m3fn->bf16Óì¸–±ÛD
£€€ €*
bf16xbf16->bf16”ò³İÁÉi*
f32xf32->f32¤ËášŞ¹@*!
f8e4m3fnxf8e4m3fn->bf16ÖÕ†‚¨¨z*
f8e4m3fnxf8e5m2->bf16ôç¶“‰y*
f8e5m2xf8e4m3fn->bf16ªéÏ¹šÎp
§€€  €*
bf16xbf16->bf16Óñ¬ÈÚ´*
f32xf32->f32™Âœ¨…çZ*"
f8e4m3fnxf8e4m3fn->bf16¦©ó–ˆ€Ã* 
f8e4m3fnxf8e5m2->bf16û’™¥ÅÆ* 
f8e5m2xf8e4m3fn->bf16ö”«²Âó¸
£€€ €*
bf16xbf16->bf16‰àïøı!*
f32xf32->f32ÿ¼•‹‡Í*!
f8e4m3fnxf8e4m3fn->bf16ºË¯æ÷¶&*
f8e4m3fnxf8e5m2->bf16ÉúÄæïô&*
f8e5m2xf8e4m3fn->bf16ª³ µ†Ÿ&
£€€ €*
bf16xbf16->bf16£àˆØšA*
f32xf32->f32×¹ºú„Ö-*!
f8e4m3fnxf8e4m3fn->bf16±€öƒš«I*
f8e4m3fnxf8e5m2->bf16ó¿Ş¸¯ïI*
f8e5m2xf8e4m3fn->bf16ÁÂİ‘úG
¥€€ €*
bf16xbf16->bf16®šÉã¬°p*
f32xf32->f32´«ÓéêÅF*"
f8e4m3fnxf8e4m3fn->bf16ÿüŞ”ä‘‚*
f8e4m3fnxf8e5m2->bf16èŞ„íËƒq* 
f8e5m2xf8e4m3fn->bf16‚ÆÀ‘°µ‚
§€€ €*
bf16xbf16->bf16››¢ï‘Ê *
f32xf32->f32áå’È£Ğ`*"
f8e4m3fnxf8e4m3fn->bf16ü¬·°Ê™Î* 
f8e4m3fnxf8e5m2->bf16ÀÉù¼¸íÎ* 
f8e5m2xf8e4m3fn->bf16›·»òÌßÇ
§€€  €*
bf16xbf16->bf16Ÿø§ÉËªÍ*
f32xf32->f32‰âèÛìw*"
f8e4m3fnxf8e4m3fn->bf16ôšàä±èÀ* 
f8e4m3fnxf8e5m2->bf16†Íñâ÷ã­* 
f8e5m2xf8e4m3fn->bf16‘ıÍŠ˜âÃ
£€€ €*
bf16xbf16->bf16Ğ­Á‘¿æ:*
f32xf32->f32İ˜•ùÌ)*!
f8e4m3fnxf8e4m3fn->bf16í‡¤ğŒD*
f8e4m3fnxf8e5m2->bf16ÌÕ‹áÖúC*
f8e5m2xf8e4m3fn->bf16óÎÎ¹§ÕC
£€€ €*
bf16xbf16->bf16º¬­Ù°Âj*
f32xf32->f32Âìî²§²F*!
f8e4m3fnxf8e4m3fn->bf16„’½‡Åïh*
f8e4m3fnxf8e5m2->bf16“ÍÙè®úg*
f8e5m2xf8e4m3fn->bf16îõÕ²Ò†i
§€€ €*
bf16xbf16->bf16ìü¬Ï¼é¨*
f32xf32->f32è¸şîĞÎd*"
f8e4m3fnxf8e4m3fn->bf16÷œËÃüŞÜ* 
f8e4m3fnxf8e5m2->bf16¤µ²ä¯ß* 
f8e5m2xf8e4m3fn->bf16¢—ºÑ‹ùİ
§€€ €*
bf16xbf16->bf16ê£ß™öÚ*
f32xf32->f32ğäÒ˜‘é}*"
f8e4m3fnxf8e4m3fn->bf16™ï¼öÔ‡¿* 
f8e4m3fnxf8e5m2->bf16ÎÄ“ñ¤Œª* 
f8e5m2xf8e4m3fn->bf16ÎÀø–²ª
¨€€  €*
bf16xbf16->bf16Åè«»Üœ‡*
f32xf32->f32ö£‘•š×*"
f8e4m3fnxf8e4m3fn->bf16½åóÛÄ™¬* 
f8e4m3fnxf8e5m2->bf16›Ê½ÉÆÅ«* 
f8e5m2xf8e4m3fn->bf16ªãÿÕ˜«
£€€ € *
bf16xbf16->bf16Ğ¯Ğ¯°ÛX*
f32xf32->f32‚•¾×¿¯<*!
f8e4m3fnxf8e4m3fn->bf16ìí’ĞÔ³p*
f8e4m3fnxf8e5m2->bf16À×üÈÙËl*
f8e5m2xf8e4m3fn->bf16”÷ğ‡ğÅn
§€€ € *
bf16xbf16->bf16Ï‹§”œÖ”*
f32xf32->f32»áôÆÑì^*"
f8e4m3fnxf8e4m3fn->bf16ÍÜÙŠÊ Ä* 
f8e4m3fnxf8e5m2->bf16ÊçŠ¢±šÏ* 
f8e5m2xf8e4m3fn->bf16©½àîìğÓ
¨€€ € *
bf16xbf16->bf16³›¯€¢â*
f32xf32->f32˜Çô—÷*"
f8e4m3fnxf8e4m3fn->bf16ˆ×Õ™–èÊ* 
f8e4m3fnxf8e5m2->bf16ş€õ‘²‘Ì* 
f8e5m2xf8e4m3fn->bf16ş€õ‘²‘Ì
¨€€ € *
bf16xbf16->bf16ÉíÿÈíÏ’*
f32xf32->f32õÇ˜ÒÀ‚•*"
f8e4m3fnxf8e4m3fn->bf16’ô÷Ì¿æ²* 
f8e4m3fnxf8e5m2->bf16ğÅÖñËæ°* 
f8e5m2xf8e4m3fn->bf16Í¶ÿîèª
¨€€  € *
bf16xbf16->bf16ïÛ½ÖÛÒ°*
f32xf32->f32â«Ûâ¢—*"
f8e4m3fnxf8e4m3fn->bf16¨ÏŠŒº¯ş* 
f8e4m3fnxf8e5m2->bf16ó‡Ææã‚ÿ* 
f8e5m2xf8e4m3fn->bf16¤Ú’ÊÔ™ƒ
£€€ €*
bf16xbf16->bf16Úô‡÷ ²*
f32xf32->f32€€€€¡*!
f8e4m3fnxf8e4m3fn->bf16à€Şù™˜*
f8e4m3fnxf8e5m2->bf16ÚÍÃ˜Ô*
f8e5m2xf8e4m3fn->bf16•¶ÑœŸÈ
£€€ €*
bf16xbf16->bf16·âãŸ«²%*
f32xf32->f32’ƒÙğ¤ù*!
f8e4m3fnxf8e4m3fn->bf16Ú¹ìÍ'*
f8e4m3fnxf8e5m2->bf16Š¶Ó—Â&*
f8e5m2xf8e4m3fn->bf16ÅÒ€öÚ·&
£€€ €*
bf16xbf16->bf16¦—çÿµÑ=*
f32xf32->f32§ı§ı§†(*!
f8e4m3fnxf8e4m3fn->bf16®ç±‰ì?*
f8e4m3fnxf8e5m2->bf16œÉÏ“ùÙ?*
f8e5m2xf8e4m3fn->bf16°«¡ôÒC
£€€ €*
bf16xbf16->bf16«ºùÍğº\*
f32xf32->f32’§è›Ô³=*!
f8e4m3fnxf8e4m3fn->bf16˜û€³ä[*
f8e4m3fnxf8e5m2->bf16áÄ÷Çœñd*
f8e5m2xf8e4m3fn->bf16ñ¸œ¯ûi
¦€€  €*
bf16xbf16->bf16ğ¼ÿ»êx*
f32xf32->f32Ş¸„¾É¾Q*"
f8e4m3fnxf8e4m3fn->bf16Óñ¬ÈÚ´* 
f8e4m3fnxf8e5m2->bf16„¤…ì²ÿ‘* 
f8e5m2xf8e4m3fn->bf16çËØ¡à¸
£€€ €*
bf16xbf16->bf16¥ Šğƒ%*
f32xf32->f32ˆ—Ô¹’¿*!
f8e4m3fnxf8e4m3fn->bf16†¶Ö³Î³#*
f8e4m3fnxf8e5m2->bf16ƒƒšÆ¨‰$*
f8e5m2xf8e4m3fn->bf16«Î§š×#
£€€ €*
bf16xbf16->bf16§Ù¢Ø—B*
f32xf32->f32úÊŸéØ›,*!
f8e4m3fnxf8e4m3fn->bf16™Û¢ÕéG*
f8e4m3fnxf8e5m2->bf16³¡³şéÑH*
f8e5m2xf8e4m3fn->bf16ÛÊ‹ÜÕ…E
£€€ €*
bf16xbf16->bf16œı¢à†Èi*
f32xf32->f32Ï€öüÔûA*!
f8e4m3fnxf8e4m3fn->bf16ôç¶“‰y*
f8e4m3fnxf8e5m2->bf16«©­¥µßv*
f8e5m2xf8e4m3fn->bf16÷÷÷÷÷’x
§€€ €*
bf16xbf16->bf16ğÁŠÀ²“*
f32xf32->f32³í‚¬ğ\*"
f8e4m3fnxf8e4m3fn->bf16ÖĞÀ¼°í®* 
f8e4m3fnxf8e5m2->bf16«°ÿŠ“ìÅ* 
f8e5m2xf8e4m3fn->bf16Ü™˜ƒÄ›Ä
§€€  €*
bf16xbf16->bf16èÈ÷üÛŞ¶*
f32xf32->f32 ¥âï¦Ÿr*"
f8e4m3fnxf8e4m3fn->bf16ã®Ä¾¯æõ* 
f8e4m3fnxf8e5m2->bf16±Ú¢Â°ùê* 
f8e5m2xf8e4m3fn->bf16Ëœ¡ïĞÎõ
£€€ €*
bf16xbf16->bf16£àˆØšA*
f32xf32->f32Ø™ÒÔÍæ.*!
f8e4m3fnxf8e4m3fn->bf16òîäİÉ¨F*
f8e4m3fnxf8e5m2->bf16±§ì‰ƒ®I*
f8e5m2xf8e4m3fn->bf16¢—ºÑë­E
¤€€ €*
bf16xbf16->bf16·–ƒöÜ¢r*
f32xf32->f32¤¾‹ù’êE*!
f8e4m3fnxf8e4m3fn->bf16Ç“ô¾¨´q* 
f8e4m3fnxf8e5m2->bf16ìç²í²„*
f8e5m2xf8e4m3fn->bf16 ”É³‘u
§€€ €*
bf16xbf16->bf16Ïõ»ö©¢*
f32xf32->f32¹§Ñ…çû_*"
f8e4m3fnxf8e4m3fn->bf16¼ìŠÁ†óÎ* 
f8e4m3fnxf8e5m2->bf16É¤’ÉäıÙ* 
f8e5m2xf8e4m3fn->bf16¦©ó–ˆ€Ã
§€€ €*
bf16xbf16->bf16ÖÙ²×Á‰Ï*
f32xf32->f32í¼’Í¨çu*"
f8e4m3fnxf8e4m3fn->bf16˜›ƒĞû½Â* 
f8e4m3fnxf8e5m2->bf16×Ï®Ÿİ®Ã* 
f8e5m2xf8e4m3fn->bf16ĞÊ’ß€Ç›
¨€€  €*
bf16xbf16->bf16•ÏÊ‡ÆÇñ*
f32xf32->f32ÕÚ›“»Ğ‹*"
f8e4m3fnxf8e4m3fn->bf16–ù¢ÅÓ´Š* 
f8e4m3fnxf8e5m2->bf16ƒ’ÚÂÍé­* 
f8e5m2xf8e4m3fn->bf16Ô½Ò©®‰Š
¤€€ €*
bf16xbf16->bf16Æ¦ —’ïj*
f32xf32->f32é·ÿÊ‰œC*!
f8e4m3fnxf8e4m3fn->bf16¯¯Ššò~* 
f8e4m3fnxf8e5m2->bf16°ôÓÉõ°‚*
f8e5m2xf8e4m3fn->bf16€€€€€‰z
§€€ €*
bf16xbf16->bf16§ÒÆãú³§*
f32xf32->f32Ş±Ó›ùÁg*"
f8e4m3fnxf8e4m3fn->bf16ıæÒ€ê«à* 
f8e4m3fnxf8e5m2->bf16ƒĞÎó”ß* 
f8e5m2xf8e4m3fn->bf16œ÷Ğã™ÀÛ
§€€ €*
bf16xbf16->bf16À…Ú’òÜ*
f32xf32->f32 ïª€È}*"
f8e4m3fnxf8e4m3fn->bf16Ó‘÷Ò¶ÊÁ* 
f8e4m3fnxf8e5m2->bf16½àÛœÔıÍ* 
f8e5m2xf8e4m3fn->bf16à”ò³İõÉ
¨€€ €*
bf16xbf16->bf16‚·£•õŠ†*
f32xf32->f32š’˜ì¡ÍŒ*"
f8e4m3fnxf8e4m3fn->bf16ó©ô¥ìŸ* 
f8e4m3fnxf8e5m2->bf16§Ïäş„Ï›* 
f8e5m2xf8e4m3fn->bf16×ÒòÅ±
¨€€  €*
bf16xbf16->bf16·î †“Ş¢*
f32xf32->f32™óÖú²Ÿ*"
f8e4m3fnxf8e4m3fn->bf16÷ïãî¡³£* 
f8e4m3fnxf8e5m2->bf16‹ïı­ñ* 
f8e5m2xf8e4m3fn->bf16‡˜İ°ÈÜ
§€€ € *
bf16xbf16->bf16¬™³¥¯ß•*
f32xf32->f32Œ‚ıØ¬“Z*"
f8e4m3fnxf8e4m3fn->bf16ò¾²Îï˜Ó* 
f8e4m3fnxf8e5m2->bf16ã™¡¤é§Ğ* 
f8e5m2xf8e4m3fn->bf16öÃì‡ÙÏĞ
§€€ € *
bf16xbf16->bf16ÔÒŸó´œá*
f32xf32->f32éå×ã‰î*"
f8e4m3fnxf8e4m3fn->bf16¶òŒòû»Í* 
f8e4m3fnxf8e5m2->bf16Î¤ÇõçÎ* 
f8e5m2xf8e4m3fn->bf16Öâ–ÊóƒÉ
¨€€ € *
bf16xbf16->bf16İû¾…Ñ‘*
f32xf32->f32Úåæ¯ö“*"
f8e4m3fnxf8e4m3fn->bf16ßßƒÉû ±* 
f8e4m3fnxf8e5m2->bf16ÜÜÉç¬¯* 
f8e5m2xf8e4m3fn->bf16¶ÉÇ÷òŠ¹
¨€€ € *
bf16xbf16->bf16Ø¯šÉ±€±*
f32xf32->f32†çê¥‘»¡*"
f8e4m3fnxf8e4m3fn->bf16–°´ßœ–* 
f8e4m3fnxf8e5m2->bf16ñÙ˜Œ¼•˜* 
f8e5m2xf8e4m3fn->bf16…´½×Œû
¨€€  € *
bf16xbf16->bf16É«²¦½Á*
f32xf32->f32÷ÛÓ²¿ø«*"
f8e4m3fnxf8e4m3fn->bf16şñåà¨¨ß* 
f8e4m3fnxf8e5m2->bf16ìÄ¹Ó´Í* 
f8e5m2xf8e4m3fn->bf16 ±‘Üï¯ß
£€€ €*
bf16xbf16->bf16ÅÊ„Û²µ$*
f32xf32->f32ğÔ¶—Óó*!
f8e4m3fnxf8e4m3fn->bf16Ó˜¢»¢ì$*
f8e4m3fnxf8e5m2->bf16º—áÂ‚¶'*
f8e5m2xf8e4m3fn->bf16·âãŸ«²%
£€€ €*
bf16xbf16->bf16£ ãô¡=*
f32xf32->f32‰Ûı›×'*!
f8e4m3fnxf8e4m3fn->bf16òÛõÚ±â=*
f8e4m3fnxf8e5m2->bf16¹Ş»©ã@*
f8e5m2xf8e4m3fn->bf16®À¬¹Ø6
£€€ €*
bf16xbf16->bf16«ºùÍğº\*
f32xf32->f32‡³Ô™†ô>*!
f8e4m3fnxf8e4m3fn->bf16¹Ÿ™ç·Ìi*
f8e4m3fnxf8e5m2->bf16”ò³İÁÉi*
f8e5m2xf8e4m3fn->bf16›½Ó·ú’j
¦€€ €*
bf16xbf16->bf16İ©„Éç«y*
f32xf32->f32£½†´­R*"
f8e4m3fnxf8e4m3fn->bf16¥ €÷ÀÉ* 
f8e4m3fnxf8e5m2->bf16 º¬ÊÉ˜’* 
f8e5m2xf8e4m3fn->bf16Ü‘¥¶·—‡
§€€  €*
bf16xbf16->bf16ÍÖ™ÈÄ´*
f32xf32->f32ÄÁ“Ê™ši*"
f8e4m3fnxf8e4m3fn->bf16Õâ¯÷ïÖÍ* 
f8e4m3fnxf8e5m2->bf16µ¼×Æ÷úË* 
f8e5m2xf8e4m3fn->bf16íÊ°³õÎ
£€€ €*
bf16xbf16->bf16¹Ş»©ã@*
f32xf32->f32úÊŸéØ›,*!
f8e4m3fnxf8e4m3fn->bf16×’Œ›‹¤G*
f8e4m3fnxf8e5m2->bf16‚ÍÃŠ‹‡B*
f8e5m2xf8e4m3fn->bf16Ÿ°™Ï¬¾B
£€€ €*
bf16xbf16->bf16éˆ–÷éi*
f32xf32->f32·Ò¿ò‹ô?*!
f8e4m3fnxf8e4m3fn->bf16ßüÿt*
f8e4m3fnxf8e5m2->bf16àñóÈ·q*
f8e5m2xf8e4m3fn->bf16ğ¼ÿ»êx
§€€ €*
bf16xbf16->bf16»ÍùÕïâ*
f32xf32->f32ú¬°Å”´\*"
f8e4m3fnxf8e4m3fn->bf16ş„°õ²ı¶* 
f8e4m3fnxf8e5m2->bf16«°ÿŠ“ìÅ* 
f8e5m2xf8e4m3fn->bf16µâï øÃ
§€€ €*
bf16xbf16->bf16ÒúËÏà»¶*
f32xf32->f32Ñ¶ƒ½Èr*"
f8e4m3fnxf8e4m3fn->bf16‰”ã²ÖÂı* 
f8e4m3fnxf8e5m2->bf16€ÍÁ€¤±ô* 
f8e5m2xf8e4m3fn->bf16‚“ó Àõ
¨€€  €*
bf16xbf16->bf16ÚûÔô”öÑ*
f32xf32->f32ÕÚ›“»Ğ‹*"
f8e4m3fnxf8e4m3fn->bf16Ûí¶ÛíâÜ* 
f8e4m3fnxf8e5m2->bf16¨ÿÒ¥ßÚ* 
f8e5m2xf8e4m3fn->bf16Îù´ÃŠŸÙ
¤€€ €*
bf16xbf16->bf16Î»èñŒàm*
f32xf32->f32Ô¹’îİD*!
f8e4m3fnxf8e4m3fn->bf16±Š¸Èíæ{* 
f8e4m3fnxf8e5m2->bf16‘Ùˆ †Ë*
f8e5m2xf8e4m3fn->bf16Ÿ˜·üïÆy
§€€ €*
bf16xbf16->bf16à¿şöÉ“Ÿ*
f32xf32->f32Î®›ÛÚË_*"
f8e4m3fnxf8e4m3fn->bf16¶ÄŞ Ï* 
f8e4m3fnxf8e5m2->bf16ÀÉù¼¸íÎ* 
f8e5m2xf8e4m3fn->bf16Ô‚Êä´¨Ñ
§€€ €*
bf16xbf16->bf16¿“š©òÈÏ*
f32xf32->f32„¦¤ü—’v*"
f8e4m3fnxf8e4m3fn->bf16‹ü¿©ùÇ¶* 
f8e4m3fnxf8e5m2->bf16Ÿ–Ë®‡¸* 
f8e5m2xf8e4m3fn->bf16šîÔ™ñ¥¬
¨€€ €*
bf16xbf16->bf16ŠŞÁıÓñ*
f32xf32->f32–¹Ÿñ ş‹*"
f8e4m3fnxf8e4m3fn->bf16Ö†±êÜ¯* 
f8e4m3fnxf8e5m2->bf16©úµ¿å›‘* 
f8e5m2xf8e4m3fn->bf16üìÒıÍ‘
¨€€  €*
bf16xbf16->bf16Ç‡‹€ÊÕ‡*
f32xf32->f32ü«Ò¤ïó¦*"
f8e4m3fnxf8e4m3fn->bf16İ’†Ö´¡¡* 
f8e4m3fnxf8e5m2->bf16öÍ²ù÷è* 
f8e5m2xf8e4m3fn->bf16š÷ôÌ»ª
§€€ €*
bf16xbf16->bf16•øš›è¥*
f32xf32->f32’—ˆº¾’_*"
f8e4m3fnxf8e4m3fn->bf16§ñ’ÃàÈ* 
f8e4m3fnxf8e5m2->bf16§ñ’ÃàÈ* 
f8e5m2xf8e4m3fn->bf16Ú¡ÉÄ†ˆÉ
§€€ €*
bf16xbf16->bf16ôìœÍ±¥Û*
f32xf32->f32øƒ¯Ó˜¼|*"
f8e4m3fnxf8e4m3fn->bf16•ü¯×ÇÌ* 
f8e4m3fnxf8e5m2->bf16‘ıà¤™¾* 
f8e5m2xf8e4m3fn->bf16Î¤ÇõçÎ
¨€€ €*
bf16xbf16->bf16‹š–Ü¡º‡*
f32xf32->f32¸öÿÙñ²*"
f8e4m3fnxf8e4m3fn->bf16Ö†±êÜ¯* 
f8e4m3fnxf8e5m2->bf16”Ö‰ıôˆ­* 
f8e5m2xf8e4m3fn->bf16¶‹Ãæ¾¾®
¨€€ €*
bf16xbf16->bf16®Îä›¢*
f32xf32->f32›¯¤øŒŸ*"
f8e4m3fnxf8e4m3fn->bf16ÆÛ’Ã·¸¥* 
f8e4m3fnxf8e5m2->bf16 şÕòÖä•* 
f8e5m2xf8e4m3fn->bf16×—É¢­Ş¡
¨€€  €*
bf16xbf16->bf16Ìº³äø±*
f32xf32->f32¿«ñüÿÑ¹*"
f8e4m3fnxf8e4m3fn->bf16˜ÍÛêµ¢’* 
f8e4m3fnxf8e5m2->bf16óˆ’·²“* 
f8e5m2xf8e4m3fn->bf16µ°Ê²ó’
§€€ € *
bf16xbf16->bf16®ş×º¿¨ß*
f32xf32->f32™ıªÂ±°o*"
f8e4m3fnxf8e4m3fn->bf16ÈšöåÖÇ* 
f8e4m3fnxf8e5m2->bf16Áè­Êößµ* 
f8e5m2xf8e4m3fn->bf16›ê÷ìÓÄ
¨€€ € *
bf16xbf16->bf16§Õî­İŒ*
f32xf32->f32”ÔÈü“*"
f8e4m3fnxf8e4m3fn->bf16ğÅÖñËæ°* 
f8e4m3fnxf8e5m2->bf16Ö†±êÜ¯* 
f8e5m2xf8e4m3fn->bf16õöìÁÁø«
¨€€ € *
bf16xbf16->bf16Àó¡ì‚Š®*
f32xf32->f32İ†ñüÕ *"
f8e4m3fnxf8e4m3fn->bf16íê¦é“›²* 
f8e4m3fnxf8e5m2->bf16–åÛÎ½Š«* 
f8e5m2xf8e4m3fn->bf16¨åº§¦­
¨€€ € *
bf16xbf16->bf16™™³¹íÀ*
f32xf32->f32ÔÂŒ‰Çç«*"
f8e4m3fnxf8e4m3fn->bf16š°ï±êú* 
f8e4m3fnxf8e5m2->bf16Á™æ ı¬÷* 
f8e5m2xf8e4m3fn->bf16šØ»¦Æ¾ø
¨€€  € *
bf16xbf16->bf16£Âé…±Í*
f32xf32->f32ØÈœ²ú“Å*"
f8e4m3fnxf8e4m3fn->bf16‰üğÕíşÇ* 
f8e4m3fnxf8e5m2->bf16¼ÀäÃÆ¢Ç* 
f8e5m2xf8e4m3fn->bf16Êëğê³Ç
£€ € €*
bf16xbf16->bf16ğ›¢“·<*
f32xf32->f32¬ĞŸá‚İ'*!
f8e4m3fnxf8e4m3fn->bf16‘ìöÆòA*
f8e4m3fnxf8e5m2->bf16Ç˜†ì£ÎA*
f8e5m2xf8e4m3fn->bf16”°±¸Œ6
£€ € €*
bf16xbf16->bf16ıöü¯òÀ[*
f32xf32->f32ìøèüÓ<*!
f8e4m3fnxf8e4m3fn->bf16„¤ßÛ‹µi*
f8e4m3fnxf8e5m2->bf16úªÑÁ™ıg*
f8e5m2xf8e4m3fn->bf16„¬ï˜ƒæl
¦€ € €*
bf16xbf16->bf16½¾ÿŒ…z*
f32xf32->f32åëĞ¼Í§P*"
f8e4m3fnxf8e4m3fn->bf16å•Ú‹¬±˜* 
f8e4m3fnxf8e5m2->bf16Ïü•±ÀÅ’* 
f8e5m2xf8e4m3fn->bf16†Ãá°˜©‘
§€ € €*
bf16xbf16->bf16ş¶ÊÅÜâ³*
f32xf32->f32Î¢™‚äh*"
f8e4m3fnxf8e4m3fn->bf16”ú¤©Ğ’¿* 
f8e4m3fnxf8e5m2->bf16‡¨Õ›¦…Ï* 
f8e5m2xf8e4m3fn->bf16¼ìŠÁ†óÎ
§€ €  €*
bf16xbf16->bf16©ğÁÃ˜…´*
f32xf32->f32—ÄŞ”ít*"
f8e4m3fnxf8e4m3fn->bf16·ğñ¨†£æ* 
f8e4m3fnxf8e5m2->bf16àšüÒÜ’ë* 
f8e5m2xf8e4m3fn->bf16¢ÕÓ°ë
£€ € €*
bf16xbf16->bf16Á–¢ÉäËg*
f32xf32->f32ş•ŠÄã?*!
f8e4m3fnxf8e4m3fn->bf16›ÉİØÙÙr*
f8e4m3fnxf8e5m2->bf16ÏÖŒ¿ôËx*
f8e5m2xf8e4m3fn->bf16ğ¼ÿ»êx
§€ € €*
bf16xbf16->bf16Ä‰Öè¥á*
f32xf32->f32ß¤Ï°¸•Y*"
f8e4m3fnxf8e4m3fn->bf16¶¢´Ù©Ñµ* 
f8e4m3fnxf8e5m2->bf16ñçÑ¿¿Ã´* 
f8e5m2xf8e4m3fn->bf16òÎ¢‹Î÷¿
§€ € €*
bf16xbf16->bf16‘„ÙÿĞ•¶*
f32xf32->f32ÏÔ¥²µÔq*"
f8e4m3fnxf8e4m3fn->bf16Ã–Ò‘Ãôí* 
f8e4m3fnxf8e5m2->bf16ğÌ†±Éíö* 
f8e5m2xf8e4m3fn->bf16Šğ—Üµÿü
¨€ € €*
bf16xbf16->bf16«¯ããÒÏ*
f32xf32->f32ÕÚ›“»Ğ‹*"
f8e4m3fnxf8e4m3fn->bf16Åï–°ãşÜ* 
f8e4m3fnxf8e5m2->bf16Î£øÔÙÅÚ* 
f8e5m2xf8e4m3fn->bf16ÿ÷§·à„Û
¨€ €  €*
bf16xbf16->bf16Û•Ò€ş÷*
f32xf32->f32¿Ö¼ïª˜*"
f8e4m3fnxf8e4m3fn->bf16ªŠèÓè§…* 
f8e4m3fnxf8e5m2->bf16‘û—³ÀÃ†* 
f8e5m2xf8e4m3fn->bf16˜ß´‘ùŠˆ
§€ € €*
bf16xbf16->bf16 ƒÆ¡‘§›*
f32xf32->f32¹§Ñ…çû_*"
f8e4m3fnxf8e4m3fn->bf16»„àèşÔ* 
f8e4m3fnxf8e5m2->bf16µ‰¾ÍáÌ* 
f8e5m2xf8e4m3fn->bf16üÿˆÖ«¹Æ
§€ € €*
bf16xbf16->bf16¼ßª¿Í*
f32xf32->f32Ñé¦ÚÌ–w*"
f8e4m3fnxf8e4m3fn->bf16Ê˜ƒ–‹µ°* 
f8e4m3fnxf8e5m2->bf16”¯ÃòµÁ* 
f8e5m2xf8e4m3fn->bf16ŠÚ¬Ü¾
¨€ € €*
bf16xbf16->bf16ÍŸ¬¤™ñ*
f32xf32->f32™‹ù‘Ğ¶‹*"
f8e4m3fnxf8e4m3fn->bf16ûØ÷’ ò¨* 
f8e4m3fnxf8e5m2->bf16åÿíóëŸ* 
f8e5m2xf8e4m3fn->bf16Ö´ô‘ªğ‘
¨€ € €*
bf16xbf16->bf16ãÈÙûÄ¹ˆ*
f32xf32->f32œë‘´õÂ¦*"
f8e4m3fnxf8e4m3fn->bf16²êÅğ·ï¡* 
f8e4m3fnxf8e5m2->bf16ö¤ÍÒó¤* 
f8e5m2xf8e4m3fn->bf16—ŒÇĞæä¢
¨€ €  €*
bf16xbf16->bf16·µè’¨ˆ³*
f32xf32->f32›Ö‘½›‰¯*"
f8e4m3fnxf8e4m3fn->bf16Ïîš¿èÚ* 
f8e4m3fnxf8e5m2->bf16ĞÅ‘³ÂœØ* 
f8e5m2xf8e4m3fn->bf16ĞÅ‘³ÂœØ
§€ € €*
bf16xbf16->bf16¥‚ï»…×*
f32xf32->f32·£¼„ây*"
f8e4m3fnxf8e4m3fn->bf16Ñ™ é±Ç±* 
f8e4m3fnxf8e5m2->bf16ï³Ñ‰Â ¾* 
f8e5m2xf8e4m3fn->bf16Õö»˜½½
¨€ € €*
bf16xbf16->bf16ªÕªÕªµ„*
f32xf32->f32ó’°±ÿ˜*"
f8e4m3fnxf8e4m3fn->bf16Ú¦¹æ°’”* 
f8e4m3fnxf8e5m2->bf16Í£šÇ´š”* 
f8e5m2xf8e4m3fn->bf16ÒîÊˆ¾è–
¨€ € €*
bf16xbf16->bf16±°‹ÊõÖŸ*
f32xf32->f32°•Ø¸¦’*"
f8e4m3fnxf8e4m3fn->bf16£úäÉ¾ã¦* 
f8e4m3fnxf8e5m2->bf16ËåÚß¸ÿ£* 
f8e5m2xf8e4m3fn->bf16¥­›¾ŒÒ¦
¨€ € €*
bf16xbf16->bf16²³ÓÏÄş±*
f32xf32->f32–Ù¿­×¹*"
f8e4m3fnxf8e4m3fn->bf16“ÈªÎ¥ù* 
f8e4m3fnxf8e5m2->bf16¥†ß·ë‘* 
f8e5m2xf8e4m3fn->bf16•Æ¡»âõ
¨€ €  €*
bf16xbf16->bf16—¥¡¹ÕŞ*
f32xf32->f32İÓ€ğµù¿*"
f8e4m3fnxf8e4m3fn->bf16òÀâ…üÅ* 
f8e4m3fnxf8e5m2->bf16ØÙüµÉˆÅ* 
f8e5m2xf8e4m3fn->bf16Åâ¥ıÏÇ
¨€ € € *
bf16xbf16->bf16ÏÔ„•„†*
f32xf32->f32…‡ÁŸı¶ˆ*"
f8e4m3fnxf8e4m3fn->bf16‘×‰©š* 
f8e4m3fnxf8e5m2->bf16‹š•Áµ¾§* 
f8e5m2xf8e4m3fn->bf16èçŒ”æ¥¥
¨€ € € *
bf16xbf16->bf16çÈ‡À‰á¬*
f32xf32->f32À°¥›Ì­*"
f8e4m3fnxf8e4m3fn->bf16ÆÍ•®½’…* 
f8e4m3fnxf8e5m2->bf16ÓÖ¹²¾ş* 
f8e5m2xf8e4m3fn->bf16ªšœóî›¨
¨€ € € *
bf16xbf16->bf16†ÍæÌçƒÁ*
f32xf32->f32¢Ü•òÍ²*"
f8e4m3fnxf8e4m3fn->bf16—¹ˆ•ë£İ* 
f8e4m3fnxf8e5m2->bf16™ÜÖ¼Ïô* 
f8e5m2xf8e4m3fn->bf16šìî¬õ
¨€ € € *
bf16xbf16->bf16¬ã®Îå¡Í*
f32xf32->f32£Ë¾İ×ÚÅ*"
f8e4m3fnxf8e4m3fn->bf16€÷’ÿ·È* 
f8e4m3fnxf8e5m2->bf16¤–Ó¥ƒºÆ* 
f8e5m2xf8e4m3fn->bf16œêì‚°Ç
¨€ €  € *
bf16xbf16->bf16ÁìÈäÿèû*
f32xf32->f32©å¸§üàÅ*"
f8e4m3fnxf8e4m3fn->bf16Ü˜Áù“Ûé* 
f8e4m3fnxf8e5m2->bf16ü©××çé* 
f8e5m2xf8e4m3fn->bf16ó­¨óÆ—ê
æ½
sm_107Ú½
>€€ €*
bf16xbf16->bf16°ÓıÉş‹*
f32xf32->f32ûØ»èìˆ
>€€ €*
bf16xbf16->bf16»ºæÕ*
f32xf32->f32»ºæÕ
>€€ €*
bf16xbf16->bf16˜‚ÆÀÕ‰*
f32xf32->f32¡Á«ò¾â
>€€ €*
bf16xbf16->bf16ŠŞÿÊ÷ò*
f32xf32->f32ç£¬¹ƒ›
>€€ € *
bf16xbf16->bf16Š—™„öÀ*
f32xf32->f32ÄË§Ó‡½
>€€ €*
bf16xbf16->bf16ß÷ ‹‘*
f32xf32->f32“øÏùìé
>€€ €*
bf16xbf16->bf16Í“ñî¥*
f32xf32->f32¥¿æé¸Â
>€€ €*
bf16xbf16->bf16¸ «ä¥¿*
f32xf32->f32ñ»Õøä
>€€ €*
bf16xbf16->bf16İ­‚Êº†*
f32xf32->f32Î‘•æíÿ
>€€ € *
bf16xbf16->bf16êÑõè¯*
f32xf32->f32öš£ß²Ø
>€€ €*
bf16xbf16->bf16Ööı›¶Ü*
f32xf32->f32÷ó»í‚¶
>€€ €*
bf16xbf16->bf16¯«Ïìğ*
f32xf32->f32ß·‚ÕÒ
>€€ €*
bf16xbf16->bf16Û²Ÿ‡É²*
f32xf32->f32 óúı«™
>€€ €*
bf16xbf16->bf16÷Õà¬Ò«*
f32xf32->f32®ƒÃ¯ÄÜ
>€€ € *
bf16xbf16->bf16ÖÃşæ¶ì+*
f32xf32->f32Ìôí“±ğ.
>€€ €*
bf16xbf16->bf16çºƒÓÌñ*
f32xf32->f32Ó‡Ö©ã

>€€ €*
bf16xbf16->bf16É›«¡‰Ä*
f32xf32->f32ƒáãí§“
>€€ €*
bf16xbf16->bf16‘ÁÔ¾É*
f32xf32->f32¶ŒÈû¸
>€€ €*
bf16xbf16->bf16ßã¾ôîÉ)*
f32xf32->f32ãóÂÎˆá/
>€€ € *
bf16xbf16->bf16ó±«„úÓ@*
f32xf32->f32õÓë§×ëP
>€€  €*
bf16xbf16->bf16Ä‘Æ˜²*
f32xf32->f32šÂå½º§
>€€  €*
bf16xbf16->bf16šòÿÖ×-*
f32xf32->f32ÙŠ·çé/
>€€  €*
bf16xbf16->bf16ì¬çœçF*
f32xf32->f32¨Ë±àòI
>€€  €*
bf16xbf16->bf16Š¥ìµïL*
f32xf32->f32§ş¡û«ĞP
>€€  € *
bf16xbf16->bf16Ô®â¬‹¢x*
f32xf32->f32êµ¹ğæŠr
>€€ €*
bf16xbf16->bf16çâô¬Ù‹*
f32xf32->f32©Ëäê¨ã
>€€ €*
bf16xbf16->bf16ìç¡êæ¿*
f32xf32->f32ä¢€™¬†
>€€ €*
bf16xbf16->bf16¸ «ä¥¿*
f32xf32->f32¼øğá‡Î
>€€ €*
bf16xbf16->bf16ò¦‡°½*
f32xf32->f32øğáÃœ
>€€ € *
bf16xbf16->bf16•²Ï±’*
f32xf32->f32ˆÚÜÁ¤—
>€€ €*
bf16xbf16->bf16€€€€ÈĞ*
f32xf32->f32±Ä‘ÆŒÄ
>€€ €*
bf16xbf16->bf16ÓÀÃì¶Ş*
f32xf32->f32çÈŠóöÿ
>€€ €*
bf16xbf16->bf16Øà³©”†*
f32xf32->f32™Áè²â¤
>€€ €*
bf16xbf16->bf16û’´¯ÂÍ*
f32xf32->f32ßô®Ù§
>€€ € *
bf16xbf16->bf16î«ÁÙ¤×**
f32xf32->f32€õ™•—ç.
>€€ €*
bf16xbf16->bf16§È’ÏÕÇ*
f32xf32->f32üùè˜ÊÈ

>€€ €*
bf16xbf16->bf16İÏïµ‹Ø*
f32xf32->f32œ“Ä”ı„
>€€ €*
bf16xbf16->bf16œ“†°Ïô*
f32xf32->f32««–ÌĞ
>€€ €*
bf16xbf16->bf16Ôşò“øÎ-*
f32xf32->f32“·ÖÂ’ˆ1
>€€ € *
bf16xbf16->bf16ğé­ó‡­K*
f32xf32->f32šÖšöìM
>€€ €*
bf16xbf16->bf16Á¤ï¡ñ›*
f32xf32->f32£‰¿Æ¢Ò
>€€ €*
bf16xbf16->bf16Ô€æÂñœ'*
f32xf32->f32ŞìÏ‡Óê/
>€€ €*
bf16xbf16->bf16Ò«ŸáäêE*
f32xf32->f32£ÆŒ™’æJ
>€€ €*
bf16xbf16->bf16¿¾¯ŠòˆA*
f32xf32->f32ÃíÍåÓÓN
>€€ € *
bf16xbf16->bf16êµ¹ğæŠr*
f32xf32->f32¼¨ğÊÜÏx
>€€  €*
bf16xbf16->bf16Ô£êÑß,*
f32xf32->f32¸¦Œàé-
>€€  €*
bf16xbf16->bf16šÖšöìM*
f32xf32->f32¨Ì…ã¹N
>€€  €*
bf16xbf16->bf16Æ…Ë¢±x*
f32xf32->f32á·Ä‚¦îx
@€€  €*
bf16xbf16->bf16ÄëêŒ‹´¥*
f32xf32->f32„—‰ù·—¥
@€€  € *
bf16xbf16->bf16¸Ÿ‚÷£”Ö*
f32xf32->f32»µ¦İ«ë¨
>€€ €*
bf16xbf16->bf16¿¿¿¿—Á*
f32xf32->f32ÇãñøÚÏ
>€€ €*
bf16xbf16->bf16ÓÀÃì¶Ş*
f32xf32->f32Ë–­ÚÉ
>€€ €*
bf16xbf16->bf16¦¸—Â Ù*
f32xf32->f32Æ¹Æ¹†ê
>€€ €*
bf16xbf16->bf16Ô—²€¯*
f32xf32->f32Ä‘Æ˜²
>€€ € *
bf16xbf16->bf16™ˆì„úµ,*
f32xf32->f32Š¢›ü¼’-
>€€ €*
bf16xbf16->bf16Ÿ“ü³Ò«*
f32xf32->f32Ø­Âéç

>€€ €*
bf16xbf16->bf16€ù‚“Àâ*
f32xf32->f32÷£ğ¾Äâ
>€€ €*
bf16xbf16->bf16İÏïµ‹Ø*
f32xf32->f32× Öœ¬
>€€ €*
bf16xbf16->bf16ö¥èŞ„›-*
f32xf32->f32ªºäã¤0
>€€ € *
bf16xbf16->bf16ö™»ª¬a*
f32xf32->f32â Şã­M
>€€ €*
bf16xbf16->bf16Ä‘Æ˜²*
f32xf32->f32Ä‘Æ˜²
>€€ €*
bf16xbf16->bf16¬–Ëå²¸0*
f32xf32->f32“·ÖÂ’ˆ1
>€€ €*
bf16xbf16->bf16Ğïàƒšı?*
f32xf32->f32ÃíÍåÓÓN
>€€ €*
bf16xbf16->bf16Ø“öÄó]*
f32xf32->f32á÷·ÉÂèQ
?€€ € *
bf16xbf16->bf16í¶ÛíÎˆ*
f32xf32->f32ÎÊ” Â×z
>€€ €*
bf16xbf16->bf16Š¢›ü¼’-*
f32xf32->f32áËÂ™ÀÄ/
>€€ €*
bf16xbf16->bf16Ô¹’îİD*
f32xf32->f32«‚ÃäñO
>€€ €*
bf16xbf16->bf16 ÜĞæÉüm*
f32xf32->f32€€€€€‰z
@€€ €*
bf16xbf16->bf16â•İ·ÀŠ¦*
f32xf32->f32ºå÷úÀÄ¦
@€€ € *
bf16xbf16->bf16¸Ÿ‚÷£”Ö*
f32xf32->f32âˆÜÆæäµ
>€€  €*
bf16xbf16->bf16«‚ÃäñO*
f32xf32->f32À’¼£ÓÄI
>€€  €*
bf16xbf16->bf16Ü›´“ş•n*
f32xf32->f32À—„âân
@€€  €*
bf16xbf16->bf16Ãïï’…Ñ£*
f32xf32->f32Ñ“Ú£˜ ª
@€€  €*
bf16xbf16->bf16í€ï¬——é*
f32xf32->f32¼«öó©æ
@€€  € *
bf16xbf16->bf16Øûùİ¶›*
f32xf32->f32šåšåšñ›
>€€ €*
bf16xbf16->bf16™Áè²â¤*
f32xf32->f32í‚ÈÚĞ

>€€ €*
bf16xbf16->bf16ÛĞ–‰¦*
f32xf32->f32Ïõ†¦™ã
>€€ €*
bf16xbf16->bf16î©´áùş*
f32xf32->f32ıèê¤è¸
>€€ €*
bf16xbf16->bf16èµ”Óß,*
f32xf32->f32€õ™•—ç.
>€€ € *
bf16xbf16->bf16ò“Ñš¶ÚJ*
f32xf32->f32ŒÉÊİ™“N
>€€ €*
bf16xbf16->bf16î§æù³*
f32xf32->f32ƒáãí§“
>€€ €*
bf16xbf16->bf16áÏÎáÏ£-*
f32xf32->f32´‹ êºÀ*
>€€ €*
bf16xbf16->bf16Ô¹’îİD*
f32xf32->f32šÖšöìM
>€€ €*
bf16xbf16->bf16¡³Üøı¸K*
f32xf32->f32™Ôöå¢Q
?€€ € *
bf16xbf16->bf16’ÒÙµ³Š*
f32xf32->f32ß£È‹Œª}
>€€ €*
bf16xbf16->bf16ì‰»âÎù.*
f32xf32->f32ƒØÄ£‘0
>€€ €*
bf16xbf16->bf16ş½ì´¶D*
f32xf32->f32€€€€Ğ¥L
>€€ €*
bf16xbf16->bf16ˆÂ„‡{*
f32xf32->f32İ©„Éç«y
@€€ €*
bf16xbf16->bf16–“ˆ­¦Ìä*
f32xf32->f32ƒ£¦¼Š–¬
@€€ € *
bf16xbf16->bf16É¤’ÉäıÙ*
f32xf32->f32Ú—¡û’ì´
>€€ €*
bf16xbf16->bf16ÏúÏúÏŒP*
f32xf32->f32††´ŒÑ’H
>€€ €*
bf16xbf16->bf16Ç¶ÛÔ°¥|*
f32xf32->f32ÌÀçÍÌÁr
@€€ €*
bf16xbf16->bf16ñÑù‡¶Æ½*
f32xf32->f32ƒ£¦¼Š–¬
@€€ €*
bf16xbf16->bf16ƒĞÎó”ß*
f32xf32->f32ùŞÚÅÜå
@€€ € *
bf16xbf16->bf16œ‹ŒÈ’Ú›*
f32xf32->f32ÉŠ¤¨ëÒ¨
>€€  €*
bf16xbf16->bf16¼®‚õÛd*
f32xf32->f32ÆÑü´œd
@€€  €*
bf16xbf16->bf16œ‚¾ßê¡—*
f32xf32->f32†Û›Ë§§
@€€  €*
bf16xbf16->bf16ÕÃà˜¥¡í*
f32xf32->f32¸œÇãÙ
@€€  €*
bf16xbf16->bf16ªÌ¼ÓüÙ©*
f32xf32->f32ĞæÉÀ¸÷’
@€€  € *
bf16xbf16->bf16ì¨±÷ÇÚ£*
f32xf32->f32ÚÂˆÏ¾Ò
>€ € €*
bf16xbf16->bf16Ç­‘è°î*
f32xf32->f32÷†íÄ¿Å
>€ € €*
bf16xbf16->bf16Ÿ†ÎÓÂ.*
f32xf32->f32ì‰»âÎù.
>€ € €*
bf16xbf16->bf16ı÷ãè¢D*
f32xf32->f32¯ËœÄ«ºM
>€ € €*
bf16xbf16->bf16ÔûˆÅÿçW*
f32xf32->f32¨Ì…ã¹N
?€ € € *
bf16xbf16->bf16í¶ÛíÎˆ*
f32xf32->f32Ÿ©ÉóÁv
>€ € €*
bf16xbf16->bf16¸¦Œàé-*
f32xf32->f32Ÿ†ÎÓÂ.
>€ € €*
bf16xbf16->bf16˜Åü¬·½R*
f32xf32->f32ƒ»çäè‡O
>€ € €*
bf16xbf16->bf16À¿À¿À¤v*
f32xf32->f32¦™å”Ó¸w
@€ € €*
bf16xbf16->bf16ÔÒŸó´œá*
f32xf32->f32¸¯…æ’İª
@€ € € *
bf16xbf16->bf16ÕñÿÆªÌÕ*
f32xf32->f32ÛÈÄØìÒ³
>€ € €*
bf16xbf16->bf16¯ËœÄ«ºM*
f32xf32->f32éÒ¥Ë–çG
>€ € €*
bf16xbf16->bf16 Û‚£şÌu*
f32xf32->f32”Ìúå™“u
@€ € €*
bf16xbf16->bf16â•İ·ÀŠ¦*
f32xf32->f32‡ü®¹àûª
@€ € €*
bf16xbf16->bf16»Ò¦éù€’*
f32xf32->f32×£îãö°ä
@€ € € *
bf16xbf16->bf16ÖûÜ»’Å’*
f32xf32->f32ÊÆ™›
>€ € €*
bf16xbf16->bf16şûÖ£Ğªj*
f32xf32->f32ñÌÒô“h
@€ € €*
bf16xbf16->bf16„—‰ù·—¥*
f32xf32->f32œ‚¾ßê¡—
@€ € €*
bf16xbf16->bf16¥üòÏ¬®¤*
f32xf32->f32÷œËÃüŞÜ
@€ € €*
bf16xbf16->bf16©èİğƒ¦*
f32xf32->f32Í·„“Ûœ
@€ € € *
bf16xbf16->bf16²êÅğ·ï¡*
f32xf32->f32æ‰–Ä¨îĞ
@€ €  €*
bf16xbf16->bf16ÌÑƒÂÀ”*
f32xf32->f32„Ëû´¤Åƒ
@€ €  €*
bf16xbf16->bf16áÚÍ¾Ô—*
f32xf32->f32ı¿â×æáÊ
@€ €  €*
bf16xbf16->bf16”Ö‰ıôˆ­*
f32xf32->f32»Ò¦éù€’
@€ €  €*
bf16xbf16->bf16‘Ñà¦¯Õ¨*
f32xf32->f32Øîî«€êÆ
@€ €  € *
bf16xbf16->bf16ƒáÀ›¯ú”*
f32xf32->f32§ş•˜Şó
>€€ €*
bf16xbf16->bf16ª®ğÖ–”*
f32xf32->f32”ğÛÍ÷
>€€ €*
bf16xbf16->bf16”á›š¥Ì*
f32xf32->f32Û¢ĞŸ…
>€€ €*
bf16xbf16->bf16Æ°¹ÏîÉ*
f32xf32->f32î–¥ƒ
>€€ €*
bf16xbf16->bf16Ìï‚…áÀ*
f32xf32->f32½«ª³šß	
>€€ € *
bf16xbf16->bf16”ìš£˜*
f32xf32->f32°œÂš“‹
>€€ €*
bf16xbf16->bf16üƒüƒ¤²*
f32xf32->f32–´À¥Â‰
>€€ €*
bf16xbf16->bf16ƒã¬éØì*
f32xf32->f32¶²“›ãœ
>€€ €*
bf16xbf16->bf16ºÑ‹İÈï*
f32xf32->f32ÀÆæ 
>€€ €*
bf16xbf16->bf16¤ƒº*
f32xf32->f32œÇã‘ú
>€€ € *
bf16xbf16->bf16Ğƒìíã¤+*
f32xf32->f32œû˜áÙ©
>€€ €*
bf16xbf16->bf16¿ïº„ª¥*
f32xf32->f32ı¾ßïÏ‘
>€€ €*
bf16xbf16->bf16¼Ïç·Ú*
f32xf32->f32åÍ¼àú
>€€ €*
bf16xbf16->bf16ÔòÀ¾Âİ*
f32xf32->f32ÜÓ³î©õ
>€€ €*
bf16xbf16->bf16™ˆì„úµ,*
f32xf32->f32ıÎõ»ü
>€€ € *
bf16xbf16->bf16Ó¨€åöÜK*
f32xf32->f32î«ÁÙ¤×*
>€€ €*
bf16xbf16->bf16Îóœç™Î*
f32xf32->f32× Öœ¬
>€€ €*
bf16xbf16->bf16€Â•Ûº¼+*
f32xf32->f32Ô£êÑß,
>€€ €*
bf16xbf16->bf16´…Àå®Á@*
f32xf32->f32óÎÎ¹§ÕC
>€€ €*
bf16xbf16->bf16”½ı‹§•K*
f32xf32->f32Ë¹ê³¹¥,
>€€ € *
bf16xbf16->bf16™ıªÂ±°o*
f32xf32->f32¹¸ —®ø5
>€€  €*
bf16xbf16->bf16ôÍŞé³»)*
f32xf32->f32áÃ‡¾ğ,
>€€  €*
bf16xbf16->bf16ÔæÀêŒ¾L*
f32xf32->f32ÛÊ‹ÜÕ…E
>€€  €*
bf16xbf16->bf16¥Ü¼š½ès*
f32xf32->f32Ä³åÏĞŠc
@€€  €*
bf16xbf16->bf16†ì»ÌšÄ*
f32xf32->f32Âö¥è¾¤
?€€  € *
bf16xbf16->bf16€Ïƒ„Óæœ*
f32xf32->f32¯÷çÔ±€J
>€€ €*
bf16xbf16->bf16üƒüƒ¤²*
f32xf32->f32óò¨ß¥
>€€ €*
bf16xbf16->bf16Ğ Á‚µ½*
f32xf32->f32×¼ëÏ–™
>€€ €*
bf16xbf16->bf16Àõ³àÌ*
f32xf32->f32ò²Åİ¾
>€€ €*
bf16xbf16->bf16É—ªœ¥Ó*
f32xf32->f32ÆšÓ‘—×
>€€ € *
bf16xbf16->bf16€Â•Ûº¼+*
f32xf32->f32î©´áùş
>€€ €*
bf16xbf16->bf16¤’É¤îÏ*
f32xf32->f32¹ ¢«¸ß

>€€ €*
bf16xbf16->bf16€€€€áë*
f32xf32->f32Ñ•ìÌî
>€€ €*
bf16xbf16->bf16¤ƒº*
f32xf32->f32ƒ›ë™çÙ
>€€ €*
bf16xbf16->bf16·š·-*
f32xf32->f32Ç­š¦Â­
>€€ € *
bf16xbf16->bf16˜ïÎ¡¢ˆM*
f32xf32->f32›Ğüµ ×,
>€€ €*
bf16xbf16->bf16ÿ¼•‹‡Í*
f32xf32->f32É¤’ÉÜŸ
>€€ €*
bf16xbf16->bf16ë˜×,*
f32xf32->f32Ÿ†ÎÓÂ.
>€€ €*
bf16xbf16->bf16Êıœ¤íüG*
f32xf32->f32óÎÎ¹§ÕC
>€€ €*
bf16xbf16->bf16¤ËášŞ¹@*
f32xf32->f32ÃÆõÃÆé1
>€€ € *
bf16xbf16->bf16õŒ©±îşo*
f32xf32->f32¢˜ışóô<
>€€ €*
bf16xbf16->bf16ôÍŞé³»)*
f32xf32->f32áÃ‡¾ğ,
>€€ €*
bf16xbf16->bf16çáŸÕıJ*
f32xf32->f32Ÿ°™Ï¬¾B
>€€ €*
bf16xbf16->bf16úªÇ½—]*
f32xf32->f32€€€€€Ôa
@€€ €*
bf16xbf16->bf16ˆÈ¾·—êÒ*
f32xf32->f32äö¿äö§‰
?€€ € *
bf16xbf16->bf16ÿûÓ›°Â­*
f32xf32->f32ØÂõğí²]
>€€  €*
bf16xbf16->bf16Ë¼¼¢‘H*
f32xf32->f32„¡ˆÂÀÃ=
>€€  €*
bf16xbf16->bf16õŒ©±îşo*
f32xf32->f32ÓÊƒú‰ö^
@€€  €*
bf16xbf16->bf16 ß ßà¶±*
f32xf32->f32£†Ô³–‹ˆ
@€€  €*
bf16xbf16->bf16ÙÛ¥ ©çà*
f32xf32->f32»ÏıØ™Âµ
@€€  € *
bf16xbf16->bf16úèº¸×”ø*
f32xf32->f32ùŞÚÅÜå
>€€ €*
bf16xbf16->bf16•ı™§ã‰*
f32xf32->f32‡…®Éû‰
>€€ €*
bf16xbf16->bf16©şÎ ‚*
f32xf32->f32ñ¬ù“Ôâ
>€€ €*
bf16xbf16->bf16…Ñ¾É*
f32xf32->f32ÆšÓ‘—×
>€€ €*
bf16xbf16->bf16óèù¼ã&*
f32xf32->f32É›«¡‰Ä
>€€ € *
bf16xbf16->bf16ÅêÒøìÆG*
f32xf32->f32è—è—Ø­,
>€€ €*
bf16xbf16->bf16ÿŞõˆÔÊ*
f32xf32->f32÷†íÄ¿Å
>€€ €*
bf16xbf16->bf16Çãñ¸¬±**
f32xf32->f32µ¿”×Œ.
>€€ €*
bf16xbf16->bf16¤æú•ÜñD*
f32xf32->f32Š•‰¶åêH
>€€ €*
bf16xbf16->bf16“‡—ƒüèK*
f32xf32->f32ğÿ‡›4
>€€ € *
bf16xbf16->bf16Áªášöp*
f32xf32->f32û¼úŒº„A
>€€ €*
bf16xbf16->bf16“Ò‡ÔœÆ-*
f32xf32->f32áÃ‡¾ğ,
>€€ €*
bf16xbf16->bf16Âå½šÒâA*
f32xf32->f32ÖœÏ´®½F
>€€ €*
bf16xbf16->bf16¼®‚õÛd*
f32xf32->f32Œ„·ŸÍl
@€€ €*
bf16xbf16->bf16÷œËÃüŞÜ*
f32xf32->f32ÚÅ•Ãï‰—
?€€ € *
bf16xbf16->bf16î¬ìÃä°*
f32xf32->f32’¬©êñëd
>€€ €*
bf16xbf16->bf16¸³ìŸŒI*
f32xf32->f32‰éÆìÚ™E
>€€ €*
bf16xbf16->bf16ü¼Ä•·°s*
f32xf32->f32„äµ¢ Êf
@€€ €*
bf16xbf16->bf16åóàèŒœ*
f32xf32->f32§âÉ¸’†•
@€€ €*
bf16xbf16->bf16ÔëòàÍ•ä*
f32xf32->f32‚§¢àÃ¼Ì
@€€ € *
bf16xbf16->bf16×ÛıÙÿì’*
f32xf32->f32»Ç½Œ°†
>€€  €*
bf16xbf16->bf16œ’ƒ›µòc*
f32xf32->f32¸„¢ÚŞ™X
@€€  €*
bf16xbf16->bf16éÇÖ¦ÂÆÛ*
f32xf32->f32ÂæÀíğïŠ
@€€  €*
bf16xbf16->bf16¥Ë–­ÚœŸ*
f32xf32->f32Ş“Ã‚‰Â
@€€  €*
bf16xbf16->bf16ıØ¥ã¤Ø…*
f32xf32->f32‘±‚Ì”Íü
@€€  € *
bf16xbf16->bf16€µóù¥ûî*
f32xf32->f32ƒßá¶ªË­
>€€ €*
bf16xbf16->bf16Ä‘Æ˜²*
f32xf32->f32£‰¿Æ¢Ò
>€€ €*
bf16xbf16->bf16Ô£êÑß,*
f32xf32->f32¼´şÁÍ±/
>€€ €*
bf16xbf16->bf16…Íı—¼G*
f32xf32->f32ı÷ãè¢D
>€€ €*
bf16xbf16->bf16”ÕŞÿÍ‹>*
f32xf32->f32°å›ÿíÔ.
>€€ € *
bf16xbf16->bf16ÚÒôĞ•ıq*
f32xf32->f32Ó¢ÄÙâ9
>€€ €*
bf16xbf16->bf16ÌÃ¹˜§î**
f32xf32->f32¸¦Œàé-
>€€ €*
bf16xbf16->bf16¯ËœÄ«ºM*
f32xf32->f32Õ­äõÌÑG
>€€ €*
bf16xbf16->bf16ÎØ“ö„°u*
f32xf32->f32„¤ßÛ‹µi
@€€ €*
bf16xbf16->bf16õ€ÄÙ¯Ú*
f32xf32->f32æ†û÷â¶“
?€€ € *
bf16xbf16->bf16Ş½©ª¶©*
f32xf32->f32¯Ôß­õâ^
>€€ €*
bf16xbf16->bf16òîäİÉ¨F*
f32xf32->f32„ÿ”ˆÂE
>€€ €*
bf16xbf16->bf16ÀÄÖ°³ºk*
f32xf32->f32¶Å Ã¹g
@€€ €*
bf16xbf16->bf16›‡¤´…÷«*
f32xf32->f32‘°éÿæ
@€€ €*
bf16xbf16->bf16â¼»†‰¡´*
f32xf32->f32¼ìŠÁ†óÎ
@€€ € *
bf16xbf16->bf16‚ÑÌ½å¢*
f32xf32->f32Á€³ùé¡ú
>€€ €*
bf16xbf16->bf16‘Æ˜âÈÁh*
f32xf32->f32¹§Ñ…çû_
@€€ €*
bf16xbf16->bf16îÍï«Îñå*
f32xf32->f32Ïø’È–ê„
@€€ €*
bf16xbf16->bf16Ùò¼Ò¹õ™*
f32xf32->f32¾ğµŸøŠÀ
@€€ €*
bf16xbf16->bf16çˆÉå¤¯‹*
f32xf32->f32ûì†¨à¦û
@€€ € *
bf16xbf16->bf16’Áéïê¢ô*
f32xf32->f32ÎÉñ³ñ×Ã
?€€  €*
bf16xbf16->bf16¨é‘ûŒ“Á*
f32xf32->f32©«Åé„u
@€€  €*
bf16xbf16->bf16±Òü¹Üş¢*
f32xf32->f32Ûº€Çã¿
@€€  €*
bf16xbf16->bf16‘Èô”¾£*
f32xf32->f32ˆ˜ÈØ‰ış
@€€  €*
bf16xbf16->bf16œÒÎì¼Œ*
f32xf32->f32ÑíÈãîŒ¸
@€€  € *
bf16xbf16->bf16ÅÎâ£ˆÜ*
f32xf32->f32Á¾Á¾Áíâ
>€ € €*
bf16xbf16->bf16”è´°¬Ü+*
f32xf32->f32Ô£êÑß,
>€ € €*
bf16xbf16->bf16¿¦ÍñİÎJ*
f32xf32->f32çáŸÕıJ
>€ € €*
bf16xbf16->bf16ìí’ĞÔ³p*
f32xf32->f32—·ò¹€ëk
@€ € €*
bf16xbf16->bf16ªÕªÕªá¢*
f32xf32->f32–Œ°¤‰“‘
?€ € € *
bf16xbf16->bf16èŒĞôØã˜*
f32xf32->f32íÍù×í³M
>€ € €*
bf16xbf16->bf16ÖœÏ´®½F*
f32xf32->f32Ô¹’îİD
>€ € €*
bf16xbf16->bf16İ©„Éç«y*
f32xf32->f32„¤ßÛ‹µi
@€ € €*
bf16xbf16->bf16ç˜ç˜ç ½*
f32xf32->f32§âÉ¸’†•
@€ € €*
bf16xbf16->bf16™ÂÖÓ×û*
f32xf32->f32œÂšĞÜÎ
@€ € € *
bf16xbf16->bf16‘×‰©š*
f32xf32->f32şĞòæ‚ßø
>€ € €*
bf16xbf16->bf16Ó­ãß›Új*
f32xf32->f32áÊ·şÛ©]
@€ € €*
bf16xbf16->bf16À¸¡Í“ùÛ*
f32xf32->f32™’¯ªú¢
@€ € €*
bf16xbf16->bf16„ÍÛáß•*
f32xf32->f32±Ò·ÏÄÁ»
@€ € €*
bf16xbf16->bf16İïß³Éêƒ*
f32xf32->f32‘±‚Ì”Íü
@€ € € *
bf16xbf16->bf16œÕ™Š­‹ö*
f32xf32->f32ú¯¶íôŠÂ
?€ € €*
bf16xbf16->bf16«°ÿŠ“ìÅ*
f32xf32->f32Şç·Ì¶Ús
@€ € €*
bf16xbf16->bf16ÀôØ”“±¤*
f32xf32->f32€ÿ„çü·¾
@€ € €*
bf16xbf16->bf16ùÙîà”³œ*
f32xf32->f32µç¯æìÜü
@€ € €*
bf16xbf16->bf16È‰ÅÍ†*
f32xf32->f32ÿ›­Â’Œ¹
@€ € € *
bf16xbf16->bf16¦ÔµßöÖ*
f32xf32->f32´¯Âö¥Øé
@€ €  €*
bf16xbf16->bf16’Ä–Æõò‚*
f32xf32->f32Ï£ç‡ğ›
@€ €  €*
bf16xbf16->bf16Ÿ´¬Ÿ´Ì*
f32xf32->f32‹áôûÏÓó
@€ €  €*
bf16xbf16->bf16•œÛëÖá¬*
f32xf32->f32ºÚœå°Ç
@€ €  €*
bf16xbf16->bf16õÏÌÅ¥ƒ*
f32xf32->f32¯ƒ‚÷ÏÂô
@€ €  € *
bf16xbf16->bf16ÇÇæŸØ™ö*
f32xf32->f32ªÓÌÚôÙ“
>€€ €*
bf16xbf16->bf16¯«Ïìğ*
f32xf32->f32óœç¹Æ“
>€€ €*
bf16xbf16->bf16©Å×æÆ†*
f32xf32->f32Ì ´™±’
>€€ €*
bf16xbf16->bf16İ­‚Êº†*
f32xf32->f32Ïçó›­
>€€ €*
bf16xbf16->bf16¯¤çÖú*
f32xf32->f32ê§ôöø™
>€€ € *
bf16xbf16->bf16è—è—Ø­,*
f32xf32->f32ÿ¼•‹‡Í
>€€ €*
bf16xbf16->bf16Úµü»£«*
f32xf32->f32üùè˜ÊÈ

>€€ €*
bf16xbf16->bf16¬†©¾Ÿ*
f32xf32->f32×¡ùš°Œ
>€€ €*
bf16xbf16->bf16ªˆÏ¢Ò¼*
f32xf32->f32ôê§˜Ùº
>€€ €*
bf16xbf16->bf16•Û÷ºÀô+*
f32xf32->f32Ç­‘è°î
>€€ € *
bf16xbf16->bf16»„Ì’L*
f32xf32->f32øîïŠïñ!
>€€ €*
bf16xbf16->bf16ƒ¸àÁó*
f32xf32->f32¢ÂÓ´ş†
>€€ €*
bf16xbf16->bf16òµ¨Şæ“(*
f32xf32->f32áÃ‡¾ğ,
>€€ €*
bf16xbf16->bf16Ò§­Ø’ÂC*
f32xf32->f32Ÿ°™Ï¬¾B
>€€ €*
bf16xbf16->bf16ò“Ñš¶ÚJ*
f32xf32->f32çÃÄìââ*
>€€ € *
bf16xbf16->bf16ÈêÉ³¶¦p*
f32xf32->f32…İ‹°à4
>€€ €*
bf16xbf16->bf16è—è—Ø­,*
f32xf32->f32”è´°¬Ü+
>€€ €*
bf16xbf16->bf16Ãá°˜ÌÔH*
f32xf32->f32Ÿ°™Ï¬¾B
>€€ €*
bf16xbf16->bf16—«Œèõ[*
f32xf32->f32³Ì³Ì³Ğ^
@€€ €*
bf16xbf16->bf16†ì»ÌšÄ*
f32xf32->f32ƒ×®È¨Î‰
?€€ € *
bf16xbf16->bf16¾£†Ş¹™*
f32xf32->f32 ä„Ó¦şH
>€€  €*
bf16xbf16->bf16¦Ù¦Ù¦üF*
f32xf32->f32ëªƒ””=
>€€  €*
bf16xbf16->bf16¹Ÿ™ç·Ìi*
f32xf32->f32†°½ˆÇ¢`
?€€  €*
bf16xbf16->bf16‹œ¢ŒÔ÷™*
f32xf32->f32ñûÿÃÖz
@€€  €*
bf16xbf16->bf16ùˆ¬õ”õú*
f32xf32->f32î¬ìÃä°
@€€  € *
bf16xbf16->bf16€¬ºå±åÓ*
f32xf32->f32ô§®¥á
>€€ €*
bf16xbf16->bf16ÇãñµŸ*
f32xf32->f32ñ¸œ«Ì

>€€ €*
bf16xbf16->bf16¢—ºÑ©Ö*
f32xf32->f32İÏïµ‹Ø
>€€ €*
bf16xbf16->bf16¬ÅÛó´Ï*
f32xf32->f32èŒØş­
>€€ €*
bf16xbf16->bf16ì‰»âÎù.*
f32xf32->f32Æ›ó³Óœ
>€€ € *
bf16xbf16->bf16”½ı‹§•K*
f32xf32->f32ÿ‹…Ã¸–'
>€€ €*
bf16xbf16->bf16šÂå½º§*
f32xf32->f32šÂå½º§
>€€ €*
bf16xbf16->bf16Û±ö«í**
f32xf32->f32Š¢›ü¼’-
>€€ €*
bf16xbf16->bf16¸ø…©„±@*
f32xf32->f32Ñ‰ÍèÄĞA
>€€ €*
bf16xbf16->bf16ß¯õĞK*
f32xf32->f32»¨ØµÆ°.
>€€ € *
bf16xbf16->bf16İ¡¡¥ƒŒp*
f32xf32->f32ğø¹ä›Ï8
>€€ €*
bf16xbf16->bf16ğûÛ¤¡ô(*
f32xf32->f32û–ŒÍü+
>€€ €*
bf16xbf16->bf16¿¦ÍñİÎJ*
f32xf32->f32Âå½šÒâA
>€€ €*
bf16xbf16->bf16Û¶ŞÖ€²p*
f32xf32->f32“““““`
?€€ €*
bf16xbf16->bf16¨ª½ÿ›—|*
f32xf32->f32÷¿Ô Å„
?€€ € *
bf16xbf16->bf16ã¤œø¾Í¨*
f32xf32->f32ÃâùºŒúQ
>€€ €*
bf16xbf16->bf16î„°ºÀ¾H*
f32xf32->f32ï‘ä…†Õ>
>€€ €*
bf16xbf16->bf16ÿÒ»å†œe*
f32xf32->f32ÓÊƒú‰ö^
@€€ €*
bf16xbf16->bf16ûíùßä·*
f32xf32->f32æóÎª‡
@€€ €*
bf16xbf16->bf16ŞÄÒçé‰‚*
f32xf32->f32ˆö„şÓ»
@€€ € *
bf16xbf16->bf16©ôÿ²ƒÜ*
f32xf32->f32ŠäŸ«·Üí
>€€  €*
bf16xbf16->bf16Àšñ·üa*
f32xf32->f32ãÏÇÆÑÄT
?€€  €*
bf16xbf16->bf16ˆ¤úŠßÑ*
f32xf32->f32‰…û¶ó­~
@€€  €*
bf16xbf16->bf16¦çâô¬Ù‹*
f32xf32->f32ÿÁ‹¦ú¨
@€€  €*
bf16xbf16->bf16şôŒşœê*
f32xf32->f32‚¤² üÄæ
@€€  € *
bf16xbf16->bf16‘¨ñ»ıûâ*
f32xf32->f32õÇèÓÕ•
>€€ €*
bf16xbf16->bf16ÍÈİ‰¹§*
f32xf32->f32Ä‘Æ˜²
>€€ €*
bf16xbf16->bf16æ‰­áı**
f32xf32->f32ÜÓèÂóı/
>€€ €*
bf16xbf16->bf16…Íı—¼G*
f32xf32->f32±ğü˜¸·J
>€€ €*
bf16xbf16->bf16î„°ºÀ¾H*
f32xf32->f32Ë¹ê³¹¥,
>€€ € *
bf16xbf16->bf16À¢üÏµ–o*
f32xf32->f32Ü††ßˆ¹5
>€€ €*
bf16xbf16->bf16İî‚ÔÏ**
f32xf32->f32ØŒÒü¾,
>€€ €*
bf16xbf16->bf16¯ËœÄ«ºM*
f32xf32->f32êğâÂ¨H
>€€ €*
bf16xbf16->bf16…‡´ÅÜôw*
f32xf32->f32Ñ´›«ıl
@€€ €*
bf16xbf16->bf16ÅÁ¼ŸÆÛš*
f32xf32->f32¥øÆ¦‰“
?€€ € *
bf16xbf16->bf16é­ŒÅÆ†¬*
f32xf32->f32Æ‹ÁÓÈ¾X
>€€ €*
bf16xbf16->bf16î„°ºÀ¾H*
f32xf32->f32€ö³Ù¶™B
>€€ €*
bf16xbf16->bf16­Ûƒı›‡v*
f32xf32->f32›¢ï€Ğg
@€€ €*
bf16xbf16->bf16ç˜ç˜ç ½*
f32xf32->f32—ˆö‚á¬‹
@€€ €*
bf16xbf16->bf16ê™ÒâÜıß*
f32xf32->f32¢ÁÚÅ¨ŸÄ
@€€ € *
bf16xbf16->bf16…ÌÚŒ„ø†*
f32xf32->f32µı•…ÔÍö
>€€ €*
bf16xbf16->bf16¦î¬…¥b*
f32xf32->f32˜û€³ä[
@€€ €*
bf16xbf16->bf16§ñ’ÃàÈ*
f32xf32->f32²Ô™¹¹
@€€ €*
bf16xbf16->bf16ÊÆ™›*
f32xf32->f32€€€€€¨Ã
@€€ €*
bf16xbf16->bf16Ş³Âö’ô*
f32xf32->f32“æçòÇû
@€€ € *
bf16xbf16->bf16ºªÒ€‰Şê*
f32xf32->f32ÎĞòËº‚¬
?€€  €*
bf16xbf16->bf16ÍÜÙŠÊ Ä*
f32xf32->f32êµ¹ğæŠr
@€€  €*
bf16xbf16->bf16ÿø²°”Ô¯*
f32xf32->f32¾ìÒ±’ìÂ
@€€  €*
bf16xbf16->bf16îÿø¿Ø¡*
f32xf32->f32Šº†ÖĞ¹€
@€€  €*
bf16xbf16->bf16‰˜‚ÆÀÕ‰*
f32xf32->f32²–¯«¹ø´
@€€  € *
bf16xbf16->bf16™¼»Â…›Ø*
f32xf32->f32º‡·Š´à
>€€ €*
bf16xbf16->bf16û–ŒÍü+*
f32xf32->f32Š¢›ü¼’-
>€€ €*
bf16xbf16->bf16ŸŞŒŒ…õK*
f32xf32->f32£íœâÀ—I
>€€ €*
bf16xbf16->bf16–Õøêìèp*
f32xf32->f32›ëæÚÙªh
@€€ €*
bf16xbf16->bf16ªÕªÕªá¢*
f32xf32->f32ÚÅ•Ãï‰—
?€€ € *
bf16xbf16->bf16¨Õî—Éç*
f32xf32->f32³ÑøùøÁK
>€€ €*
bf16xbf16->bf16êğâÂ¨H*
f32xf32->f32Ô¹’îİD
>€€ €*
bf16xbf16->bf16¦™å”Ó¸w*
f32xf32->f32ñÚÏºÖÆd
@€€ €*
bf16xbf16->bf16ÖÔ€ª«Û*
f32xf32->f32Ğ–ãÀ»ä“
@€€ €*
bf16xbf16->bf16µìÃÙ€éŠ*
f32xf32->f32ÚûÔô”öÑ
@€€ € *
bf16xbf16->bf16†ÒÁ´ ‡*
f32xf32->f32Ä¦´¢“Â†
>€€ €*
bf16xbf16->bf16ÁØ± îãi*
f32xf32->f32œ„±àÈW
@€€ €*
bf16xbf16->bf16ºÓîÔ›Éß*
f32xf32->f32¤×¾ÂÉÕ‹
@€€ €*
bf16xbf16->bf16«Ã‹¿ˆ¢¡*
f32xf32->f32Œ€Óâ•°¹
@€€ €*
bf16xbf16->bf16Œ’¬ÑÏÈÿ*
f32xf32->f32ñ¥­Ô‰
@€€ € *
bf16xbf16->bf16ıÕÜßÊ»ï*
f32xf32->f32ŸÕ¶Íš¤À
?€€ €*
bf16xbf16->bf16ƒé šˆĞÃ*
f32xf32->f32ÉçŞÀÖõs
@€€ €*
bf16xbf16->bf16 ­Æ÷È§*
f32xf32->f32’´ü¼’äÃ
@€€ €*
bf16xbf16->bf16…ÎÄÀ‡ù˜*
f32xf32->f32Û•Ò€ş÷
@€€ €*
bf16xbf16->bf16Î¡ÅÔÿˆ†*
f32xf32->f32¨”…°×½³
@€€ € *
bf16xbf16->bf16ê€Ÿ¼‘´Ø*
f32xf32->f32Û©Æ½ÌëÛ
@€€  €*
bf16xbf16->bf16çĞ÷¸Ö…*
f32xf32->f32±ŞÃÄš
@€€  €*
bf16xbf16->bf16„ÛäêÉéˆ*
f32xf32->f32í’£ş˜ãó
@€€  €*
bf16xbf16->bf16Ä³Ñ¥Ø—*
f32xf32->f32Èöñí í¼
@€€  €*
bf16xbf16->bf16¢³ÀÒãã*
f32xf32->f32îÒú±­İô
@€€  € *
bf16xbf16->bf16ü¨€ÎÔÕ¹*
f32xf32->f32ªÓÌÚôÙ“
>€ € €*
bf16xbf16->bf16Ò«ŸáäêE*
f32xf32->f32¢Û™áˆ¯C
>€ € €*
bf16xbf16->bf16ÜÁû‘Šk*
f32xf32->f32îõÕ²Ò†i
@€ € €*
bf16xbf16->bf16çóù¼¾Óµ*
f32xf32->f32™’¯ªú¢
@€ € €*
bf16xbf16->bf16Á†ŒÃ¢Î¶*
f32xf32->f32©ÌàÆÎ
@€ € € *
bf16xbf16->bf16Åë¾êÙš’*
f32xf32->f32â”ğÛÍ÷
>€ € €*
bf16xbf16->bf16ÆÑü´œd*
f32xf32->f32˜éÛ§âà]
@€ € €*
bf16xbf16->bf16‰ØŞ±†ÌÙ*
f32xf32->f32€·”Í¥ı‹
@€ € €*
bf16xbf16->bf16º‹Â¯—›§*
f32xf32->f32î÷ïÙ¤õÁ
@€ € €*
bf16xbf16->bf16ˆ¡Ë›Èô‚*
f32xf32->f32çĞ¢ê¿„ƒ
@€ € € *
bf16xbf16->bf16•îÅÆ¼ğ*
f32xf32->f32¶’‹êúÏ»
?€ € €*
bf16xbf16->bf16€€€€€¨Ã*
f32xf32->f32àñóÈ·q
@€ € €*
bf16xbf16->bf16Î—±ÃÀñ*
f32xf32->f32ñÑù‡¶Æ½
@€ € €*
bf16xbf16->bf16Øûùİ¶›*
f32xf32->f32³œ´Åšı
@€ € €*
bf16xbf16->bf16ªæ£â‡«ƒ*
f32xf32->f32‚¬£äµ
@€ € € *
bf16xbf16->bf16î«ƒÍĞŞÖ*
f32xf32->f32‡ÿü³Àæ
@€ € €*
bf16xbf16->bf16„€¼…Ù¾ˆ*
f32xf32->f32 ÔôÈ½Âš
@€ € €*
bf16xbf16->bf16Ñ¢œ³Ÿù*
f32xf32->f32âÃ¾ÿãòó
@€ € €*
bf16xbf16->bf16¢ˆîÿ•Â–*
f32xf32->f32–çÃğ™±Æ
@€ € €*
bf16xbf16->bf16ŞûĞı¬‰Ú*
f32xf32->f32ßãâÑøõ
@€ € € *
bf16xbf16->bf16È¨Âƒö´œ*
f32xf32->f32¢¼—Ë£ª’
@€ €  €*
bf16xbf16->bf16¹ÇÓ÷®È*
f32xf32->f32¥®ôü¤¾
@€ €  €*
bf16xbf16->bf16…¦æÁ€Ÿê*
f32xf32->f32Ğ–Å²ÉÇ¤
@€ €  €*
bf16xbf16->bf16Š”¼¶¶÷¥*
f32xf32->f32§ÓÚüı¯‚
@€ €  €*
bf16xbf16->bf16ş…ìÅ†‚õ*
f32xf32->f32ô‹ŸÛ¦³
@€ €  € *
bf16xbf16->bf16ïİ‹¤»­*
f32xf32->f32÷Œ¥ı­È«
ûê
sm_90ğê
£€€ €*
bf16xbf16->bf16é šˆĞÃ*
f32xf32->f32ú›Û±¯*!
f8e4m3fnxf8e4m3fn->bf16¶Ûí¶±®*
f8e4m3fnxf8e5m2->bf16¶Ûí¶±®*
f8e5m2xf8e4m3fn->bf16 ÓÁ±ñ®
£€€ €*
bf16xbf16->bf16Óñ¹‹è*
f32xf32->f32­Æ÷È§*!
f8e4m3fnxf8e4m3fn->bf16‹«†ß“®*
f8e4m3fnxf8e5m2->bf16ø²°”Ô¯*
f8e5m2xf8e4m3fn->bf16§·ÍŸ´­
£€€ €*
bf16xbf16->bf16’¶ Å±*
f32xf32->f32Ã¯È¢ˆƒ*!
f8e4m3fnxf8e4m3fn->bf16¦ÚÌ˜É*
f8e4m3fnxf8e5m2->bf16›ÙÉÍ±Î*
f8e5m2xf8e4m3fn->bf16’œÇ·çÒ
£€€ €*
bf16xbf16->bf16øèº°ñú	*
f32xf32->f32õ×”Ğ¶Ú*!
f8e4m3fnxf8e4m3fn->bf16â…µÎäï*
f8e4m3fnxf8e5m2->bf16Ôƒæ¾é*
f8e5m2xf8e4m3fn->bf16â…µÎäï
£€€  €*
bf16xbf16->bf16¥¯ÿâ©å*
f32xf32->f32ÕªÕªÍÛ*!
f8e4m3fnxf8e4m3fn->bf16š µœ°Æ*
f8e4m3fnxf8e5m2->bf16‘á©š¿Ã*
f8e5m2xf8e4m3fn->bf16ò¦‡°½
£€€ €*
bf16xbf16->bf16çôï ÃÍ*
f32xf32->f32ÆŞ¶¦Ó‡*!
f8e4m3fnxf8e4m3fn->bf16µáÊˆ*
f8e4m3fnxf8e5m2->bf16µáÊˆ*
f8e5m2xf8e4m3fn->bf16µáÊˆ
£€€ €*
bf16xbf16->bf16úËşÒÛ*
f32xf32->f32ßï÷û³ä*!
f8e4m3fnxf8e4m3fn->bf16¨Ğ ÁÚŞ*
f8e4m3fnxf8e5m2->bf16¨Ğ ÁÚŞ*
f8e5m2xf8e4m3fn->bf16å”ÓÌâİ
£€€ €*
bf16xbf16->bf16øèº°ñú	*
f32xf32->f32å²Ù¬†‡*!
f8e4m3fnxf8e4m3fn->bf16Ñ‹İè”ë
*
f8e4m3fnxf8e5m2->bf16à÷ÊƒŞ×
*
f8e5m2xf8e4m3fn->bf16À°åÖï

£€€ €*
bf16xbf16->bf16ÛØ²øñ*
f32xf32->f32Å”ƒ…ã*!
f8e4m3fnxf8e4m3fn->bf16¿ïº„ª¥*
f8e4m3fnxf8e5m2->bf16¿ïº„ª¥*
f8e5m2xf8e4m3fn->bf16¿ïº„ª¥
£€€  €*
bf16xbf16->bf16ØÌ§–Ÿ!*
f32xf32->f32ªê¾ÙúÊ*!
f8e4m3fnxf8e4m3fn->bf16ÙÑ¾ç¥*
f8e4m3fnxf8e5m2->bf16¯†ÆÂú%*
f8e5m2xf8e4m3fn->bf16—Á¯Ò¯
£€€ €*
bf16xbf16->bf16Í“ñî¥*
f32xf32->f32®ô¢—ò»*!
f8e4m3fnxf8e4m3fn->bf16ÃÂ­³„ó*
f8e4m3fnxf8e5m2->bf16û£‰¸åğ*
f8e5m2xf8e4m3fn->bf16¸Ïİª¼ò
£€€ €*
bf16xbf16->bf16äÈ‘£â¬	*
f32xf32->f32³ÀÍ»Ëá*!
f8e4m3fnxf8e4m3fn->bf16í‚ÈÚĞ
*
f8e4m3fnxf8e5m2->bf16¦âÁ÷ëÄ
*
f8e5m2xf8e4m3fn->bf16ñ¸œ«Ì

£€€ €*
bf16xbf16->bf16ÿı¸‡Úˆ*
f32xf32->f32€§³Ü‡Í*!
f8e4m3fnxf8e4m3fn->bf16•¶ÑœŸÈ*
f8e4m3fnxf8e5m2->bf16¸­Í±ÁÖ*
f8e5m2xf8e4m3fn->bf16¸­Í±ÁÖ
£€€ €*
bf16xbf16->bf16œüÂ”Â˜ *
f32xf32->f32ñşÇŠÔÈ*!
f8e4m3fnxf8e4m3fn->bf16Ì·ç‘Ä&*
f8e4m3fnxf8e5m2->bf16šÈ†Ò'*
f8e5m2xf8e4m3fn->bf16áöæòé©'
£€€  €*
bf16xbf16->bf16ÛŸ¤àÛ6*
f32xf32->f32«¦¬°å±*!
f8e4m3fnxf8e4m3fn->bf16¢˜ışóô<*
f8e4m3fnxf8e5m2->bf16¸ø–øÙ“>*
f8e5m2xf8e4m3fn->bf16àäœˆğ£=
£€€ €*
bf16xbf16->bf16‰ë¼¥¥ *
f32xf32->f32œüÓÓÚ¯	*!
f8e4m3fnxf8e4m3fn->bf16ãú¡ãÎİ	*
f8e4m3fnxf8e5m2->bf16©ÿ”õß‹
*
f8e5m2xf8e4m3fn->bf16©ÿ”õß‹

£€€ €*
bf16xbf16->bf16óù¼Ä*
f32xf32->f32Úê €…¥*!
f8e4m3fnxf8e4m3fn->bf16°»³ùôÔ*
f8e4m3fnxf8e5m2->bf16ÕªÕêï*
f8e5m2xf8e4m3fn->bf16ğÑõàâõ
£€€ €*
bf16xbf16->bf16ë›æÀ™*
f32xf32->f32¦¸—Â Ù*!
f8e4m3fnxf8e4m3fn->bf16ÙáşİØí$*
f8e4m3fnxf8e5m2->bf16‘£ÆŒ‰³%*
f8e5m2xf8e4m3fn->bf16±èôÌ„%
£€€ €*
bf16xbf16->bf16¿éİ²ƒÎ2*
f32xf32->f32¦šš“Ç*!
f8e4m3fnxf8e4m3fn->bf16üÚúìá†?*
f8e4m3fnxf8e5m2->bf16üÚúìá†?*
f8e5m2xf8e4m3fn->bf16ï‘ä…†Õ>
£€€  €*
bf16xbf16->bf16ÃíÍåÓÓN*
f32xf32->f32•Ş¥½…Ô *!
f8e4m3fnxf8e4m3fn->bf16øèüƒ›ã^*
f8e4m3fnxf8e5m2->bf16¦î¬…¥b*
f8e5m2xf8e4m3fn->bf16øèüƒ›ã^
£€€ € *
bf16xbf16->bf16¸­Í±ÁÖ*
f32xf32->f32€õ„™§ù*!
f8e4m3fnxf8e4m3fn->bf16´üÈ‰Øé*
f8e4m3fnxf8e5m2->bf16£ò¥¥¯ä*
f8e5m2xf8e4m3fn->bf16°˜Œ†“•
£€€ € *
bf16xbf16->bf16å„ÕÑô”*
f32xf32->f32Îóœç™Î*!
f8e4m3fnxf8e4m3fn->bf16êœ‰ˆ÷®"*
f8e4m3fnxf8e5m2->bf16êœ‰ˆ÷®"*
f8e5m2xf8e4m3fn->bf16êœ‰ˆ÷®"
£€€ € *
bf16xbf16->bf16ÿåÖÍ®¡(*
f32xf32->f32ôèªÈûº$*!
f8e4m3fnxf8e4m3fn->bf16ê çƒØÜ8*
f8e4m3fnxf8e5m2->bf16õÚœ¸³…9*
f8e5m2xf8e4m3fn->bf16õÚœ¸³…9
£€€ € *
bf16xbf16->bf16¢Û™áˆ¯C*
f32xf32->f32»Û„”õŒ*!
f8e4m3fnxf8e4m3fn->bf16ê³ª®Î]*
f8e4m3fnxf8e5m2->bf16áÊ·şÛ©]*
f8e5m2xf8e4m3fn->bf16¹§Ñ…çû_
£€€  € *
bf16xbf16->bf16’—ˆº¾’_*
f32xf32->f32ÿä¬¬šğ)*!
f8e4m3fnxf8e4m3fn->bf16ÚşÊ‚ê¦{*
f8e4m3fnxf8e5m2->bf16İÎãš’Ø*
f8e5m2xf8e4m3fn->bf16üûóö©æz
£€€ €*
bf16xbf16->bf16¼øğƒç*
f32xf32->f32Áóãàİ©*!
f8e4m3fnxf8e4m3fn->bf16Á´€¹*
f8e4m3fnxf8e5m2->bf16©ÔÖ¶»*
f8e5m2xf8e4m3fn->bf16Ø¾èØ³·
£€€ €*
bf16xbf16->bf16œÑ•Ü¯*
f32xf32->f32ôŒ¬¡ó€*!
f8e4m3fnxf8e4m3fn->bf16’œÇ·çÒ*
f8e4m3fnxf8e5m2->bf16¯µÜ—¨×*
f8e5m2xf8e4m3fn->bf16‰Òä³õÑ
£€€ €*
bf16xbf16->bf16÷Øİ»²
*
f32xf32->f32¶ŞÏâÉè*!
f8e4m3fnxf8e4m3fn->bf16¨âÏÑÈô*
f8e4m3fnxf8e5m2->bf16ó¬òûò*
f8e5m2xf8e4m3fn->bf16ó¬òûò
£€€ €*
bf16xbf16->bf16¢©€»í›*
f32xf32->f32¸’‚äã*!
f8e4m3fnxf8e4m3fn->bf16Ø¦ôÓ£´*
f8e4m3fnxf8e5m2->bf16ö‡‰ø¶À*
f8e5m2xf8e4m3fn->bf16á©ñÆªº
£€€  €*
bf16xbf16->bf16¨Ş†åë *
f32xf32->f32ì‰»âÀ«*!
f8e4m3fnxf8e4m3fn->bf16ë‡»ö&*
f8e4m3fnxf8e5m2->bf16èÀ±¨äé&*
f8e5m2xf8e4m3fn->bf16ë‡»ö&
£€€ €*
bf16xbf16->bf16úËşÒÛ*
f32xf32->f32ç„ÿÌôÊ*!
f8e4m3fnxf8e4m3fn->bf16Ïá–´™é*
f8e4m3fnxf8e5m2->bf16¹ÂŞ¡ë*
f8e5m2xf8e4m3fn->bf16ßï÷û³ä
£€€ €*
bf16xbf16->bf16àŞãÔ¡ô	*
f32xf32->f32¥ÍÛ €Œ*!
f8e4m3fnxf8e4m3fn->bf16¶Ûí¶‹ó
*
f8e4m3fnxf8e5m2->bf16¹ ¢«¸ß
*
f8e5m2xf8e4m3fn->bf16…šŒ‹÷

£€€ €*
bf16xbf16->bf16´à˜”ò´*
f32xf32->f32øÜĞ“¢ø*!
f8e4m3fnxf8e4m3fn->bf16÷“óüÆ™*
f8e4m3fnxf8e5m2->bf16ÇãñµŸ*
f8e5m2xf8e4m3fn->bf16¡¿İ¨¦œ
£€€ €*
bf16xbf16->bf16¨™ªÆÊÄ!*
f32xf32->f32ŒœŸ†îÍ*!
f8e4m3fnxf8e4m3fn->bf16•Ù¯ìÁ (*
f8e4m3fnxf8e5m2->bf16Õ€Á¡òø'*
f8e5m2xf8e4m3fn->bf16òµ¨Şæ“(
£€€  €*
bf16xbf16->bf16àÎ‹‚±±7*
f32xf32->f32·Š¡òùª*!
f8e4m3fnxf8e4m3fn->bf16¦Ù¦Ù¦üF*
f8e4m3fnxf8e5m2->bf16Ò«ŸáäêE*
f8e5m2xf8e4m3fn->bf16òîäİÉ¨F
£€€ €*
bf16xbf16->bf16­¬™üÎ¸	*
f32xf32->f32 Ø²«Ç·*!
f8e4m3fnxf8e4m3fn->bf16¦âÁ÷ëÄ
*
f8e4m3fnxf8e5m2->bf16¦âÁ÷ëÄ
*
f8e5m2xf8e4m3fn->bf16í‚ÈÚĞ

£€€ €*
bf16xbf16->bf16ÀÑõüòØ*
f32xf32->f32¨öˆ²âØ	*!
f8e4m3fnxf8e4m3fn->bf16¼¦ÿ†šì*
f8e4m3fnxf8e5m2->bf16ï±Ÿº÷ä*
f8e5m2xf8e4m3fn->bf16•¶ÑœŸÈ
£€€ €*
bf16xbf16->bf16“†ÑÃ»¨!*
f32xf32->f32ìöåó‡Ä*!
f8e4m3fnxf8e4m3fn->bf16³£ıÎ½Ê(*
f8e4m3fnxf8e5m2->bf16Ğ´ÍüÙ¼(*
f8e5m2xf8e4m3fn->bf16³£ıÎ½Ê(
£€€ €*
bf16xbf16->bf16®¨ó¤ş6*
f32xf32->f32·çŒÄß*!
f8e4m3fnxf8e4m3fn->bf16¸³ìŸŒI*
f8e4m3fnxf8e5m2->bf16¡û’´ŸÒF*
f8e5m2xf8e4m3fn->bf16êğâÂ¨H
£€€  €*
bf16xbf16->bf16‹İèÅ¦ÙV*
f32xf32->f32äÏ³¡»ğ+*!
f8e4m3fnxf8e4m3fn->bf16÷æ÷•çør*
f8e4m3fnxf8e5m2->bf16´éÒ¥›™p*
f8e5m2xf8e4m3fn->bf16ÏÔ¥²µÔq
£€€ €*
bf16xbf16->bf16–­Ú´“ƒ*
f32xf32->f32ë¯© í´*!
f8e4m3fnxf8e4m3fn->bf16À½Ç©Ãè*
f8e4m3fnxf8e5m2->bf16ªÀà¹ü*
f8e5m2xf8e4m3fn->bf16ÓşÓş“ƒ
£€€ €*
bf16xbf16->bf16¶ŒÈû¸*
f32xf32->f32âˆ£Œ™ˆ*!
f8e4m3fnxf8e4m3fn->bf16¹çœ˜šƒ'*
f8e4m3fnxf8e5m2->bf16ÅÒ€öÚ·&*
f8e5m2xf8e4m3fn->bf16Ì·ç‘Ä&
£€€ €*
bf16xbf16->bf16÷úª™©Ã4*
f32xf32->f32«Ä–®®‚*!
f8e4m3fnxf8e4m3fn->bf16±§ì‰ƒ®I*
f8e4m3fnxf8e5m2->bf16Ãá°˜ÌÔH*
f8e5m2xf8e4m3fn->bf16±§ì‰ƒ®I
£€€ €*
bf16xbf16->bf16ïÛÒšÓùM*
f32xf32->f32±ïÇñÖ&*!
f8e4m3fnxf8e4m3fn->bf16Ë‰Ä–“¦r*
f8e4m3fnxf8e5m2->bf16èŞ„íËƒq*
f8e5m2xf8e4m3fn->bf16Ë‰Ä–“¦r
¦€€  €*
bf16xbf16->bf16¦ÊäÔ½Àx*
f32xf32->f32€Ô“äœå7*"
f8e4m3fnxf8e4m3fn->bf16í¶Ûí¶±®* 
f8e4m3fnxf8e5m2->bf16í¶Ûí¶±®* 
f8e5m2xf8e4m3fn->bf16Ò ÓÁ±ñ®
£€€ € *
bf16xbf16->bf16×æÔ»µ*
f32xf32->f32ÊÕ—ù…Œ*!
f8e4m3fnxf8e4m3fn->bf16„ì´¿Òÿ"*
f8e4m3fnxf8e5m2->bf16’³ıŠî¸"*
f8e5m2xf8e4m3fn->bf16…Âİ ˜ë"
£€€ € *
bf16xbf16->bf16İî‚ÔÏ**
f32xf32->f32å¾Ò¶ş#*!
f8e4m3fnxf8e4m3fn->bf16ı÷ãè¢D*
f8e4m3fnxf8e5m2->bf16¡–äÂì«B*
f8e5m2xf8e4m3fn->bf16ÇÑ×ÍéôA
£€€ € *
bf16xbf16->bf16ş½ì´¶D*
f32xf32->f32šéş£¡‹*!
f8e4m3fnxf8e4m3fn->bf16èŞ„íËƒq*
f8e4m3fnxf8e5m2->bf16èŞ„íËƒq*
f8e5m2xf8e4m3fn->bf16ş™áŸ“İr
¦€€ € *
bf16xbf16->bf16¯Éúöå×h*
f32xf32->f32’Î¸‰Š**"
f8e4m3fnxf8e4m3fn->bf16œ Å•Éã©* 
f8e4m3fnxf8e5m2->bf16Ñ“Ú£˜ ª* 
f8e5m2xf8e4m3fn->bf16ö¾¸‹Ğ¾ª
§€€  € *
bf16xbf16->bf16œöã»¶–*
f32xf32->f32ÓŞÆÕå?*"
f8e4m3fnxf8e4m3fn->bf16ëäĞËÜÈÚ* 
f8e4m3fnxf8e5m2->bf16ÿ“¤í¤ßİ* 
f8e5m2xf8e4m3fn->bf16éÇÖ¦ÂÆÛ
£€€ €*
bf16xbf16->bf16¹˜‡óä­*
f32xf32->f32ı†Ğéÿ*!
f8e4m3fnxf8e4m3fn->bf16¡Á«ò¾â*
f8e4m3fnxf8e5m2->bf16ßï÷û³ä*
f8e5m2xf8e4m3fn->bf16å”ÓÌâİ
£€€ €*
bf16xbf16->bf16ÜÖæØ «
*
f32xf32->f32€€€€ÈĞ*!
f8e4m3fnxf8e4m3fn->bf16ì¹¡–ö*
f8e4m3fnxf8e5m2->bf16”âÿ¬³ù*
f8e5m2xf8e4m3fn->bf16İèÅ®ä÷
£€€ €*
bf16xbf16->bf16Ğ„ïè”±*
f32xf32->f32ÀÜ¦„¤é*!
f8e4m3fnxf8e4m3fn->bf16á©ñÆªº*
f8e4m3fnxf8e5m2->bf16Úµü»£«*
f8e5m2xf8e4m3fn->bf16á©ñÆªº
£€€ €*
bf16xbf16->bf16èÄ¦´¢è *
f32xf32->f32Ì¶î­†*!
f8e4m3fnxf8e4m3fn->bf16Ô€æÂñœ'*
f8e4m3fnxf8e5m2->bf16šÈ†Ò'*
f8e5m2xf8e4m3fn->bf16áöæòé©'
£€€  €*
bf16xbf16->bf16ÉÁÍšù1*
f32xf32->f32‘ÁÔ¾É*!
f8e4m3fnxf8e4m3fn->bf16ÛÊ‹ÜÕ…E*
f8e4m3fnxf8e5m2->bf16¢—ºÑë­E*
f8e5m2xf8e4m3fn->bf16ş½ì´¶D
£€€ €*
bf16xbf16->bf16ªÕªµÈ÷	*
f32xf32->f32ÎŒúˆ¤ˆ*!
f8e4m3fnxf8e4m3fn->bf16¹ ¢«¸ß
*
f8e4m3fnxf8e5m2->bf16À°åÖï
*
f8e5m2xf8e4m3fn->bf16À°åÖï

£€€ €*
bf16xbf16->bf16Ô›ƒ­Ö•*
f32xf32->f32ª¬ÉœÎ
*!
f8e4m3fnxf8e4m3fn->bf16ò¦‡°½*
f8e4m3fnxf8e5m2->bf16ò¦‡°½*
f8e5m2xf8e4m3fn->bf16ÈèŠ¶¦·
£€€ €*
bf16xbf16->bf16¸œÇ£ô!*
f32xf32->f32ŒœŸ†îÍ*!
f8e4m3fnxf8e4m3fn->bf16¥ıÓÔÿ®(*
f8e4m3fnxf8e5m2->bf16¥ıÓÔÿ®(*
f8e5m2xf8e4m3fn->bf16Ğ´ÍüÙ¼(
£€€ €*
bf16xbf16->bf16èÅ®ô¢¾7*
f32xf32->f32ÔÒö‰øà*!
f8e4m3fnxf8e4m3fn->bf16ïÄÇ¿ÖäJ*
f8e4m3fnxf8e5m2->bf16³Ãı»±ÛI*
f8e5m2xf8e4m3fn->bf16£ÆŒ™’æJ
£€€  €*
bf16xbf16->bf16ƒ»çäè‡O*
f32xf32->f32Ï¸öëÉí"*!
f8e4m3fnxf8e4m3fn->bf16ï÷ûışŒy*
f8e4m3fnxf8e5m2->bf16ÕªÕª…”*
f8e5m2xf8e4m3fn->bf16Å°úıçéy
£€€ €*
bf16xbf16->bf16õå¡¡£î*
f32xf32->f32İµşĞµ	*!
f8e4m3fnxf8e4m3fn->bf16ï±Ÿº÷ä*
f8e4m3fnxf8e5m2->bf16¼¦ÿ†šì*
f8e5m2xf8e4m3fn->bf16ú¦ïôÙİ
£€€ €*
bf16xbf16->bf16°èò× ß *
f32xf32->f32ñşÇŠÔÈ*!
f8e4m3fnxf8e4m3fn->bf16ªÕªÕªØ(*
f8e4m3fnxf8e5m2->bf16³£ıÎ½Ê(*
f8e5m2xf8e4m3fn->bf16Áà©™¡æ(
£€€ €*
bf16xbf16->bf16»óûÊ³¼9*
f32xf32->f32úÑáîäÁ*!
f8e4m3fnxf8e4m3fn->bf16ğé­ó‡­K*
f8e4m3fnxf8e5m2->bf16”½ı‹§•K*
f8e5m2xf8e4m3fn->bf16ğé­ó‡­K
¦€€ €*
bf16xbf16->bf16€Á‡•×¨W*
f32xf32->f32„Í²Â,*"
f8e4m3fnxf8e4m3fn->bf16„Ëû´¤Åƒ* 
f8e4m3fnxf8e5m2->bf16Ò¦áÏÙ‚* 
f8e5m2xf8e4m3fn->bf16¢“šÑ‰¡ƒ
¦€€  €*
bf16xbf16->bf16ìí’ĞÔ³p*
f32xf32->f32ìƒ«şÊÛ6*"
f8e4m3fnxf8e4m3fn->bf16óœç¹ÎñÄ* 
f8e4m3fnxf8e5m2->bf16¦•‡ô“ì½* 
f8e5m2xf8e4m3fn->bf16Ë¼Ñâ©šÅ
£€€ €*
bf16xbf16->bf16î§æù³*
f32xf32->f32ıè°·ò *!
f8e4m3fnxf8e4m3fn->bf16ª³ µ†Ÿ&*
f8e4m3fnxf8e5m2->bf16ˆ•²ÏĞ&*
f8e5m2xf8e4m3fn->bf16ª³ µ†Ÿ&
£€€ €*
bf16xbf16->bf16îÇàıˆÅ5*
f32xf32->f32…Ñ¾É*!
f8e4m3fnxf8e4m3fn->bf16´»ÁÍ˜üJ*
f8e4m3fnxf8e5m2->bf16¿¦ÍñİÎJ*
f8e5m2xf8e4m3fn->bf16”½ı‹§•K
¦€€ €*
bf16xbf16->bf16á÷·ÉÂèQ*
f32xf32->f32Šò™ ¯Ê&*"
f8e4m3fnxf8e4m3fn->bf16Â¬È…Ù×„* 
f8e4m3fnxf8e5m2->bf16ìç²í²„* 
f8e5m2xf8e4m3fn->bf16…š‡•–„
¦€€ €*
bf16xbf16->bf16Æ…Ë¢±x*
f32xf32->f32ğ¼½ŸÊÒ8*"
f8e4m3fnxf8e4m3fn->bf16Â‰ï¹âÉ* 
f8e4m3fnxf8e5m2->bf16ÕÂø”’åË* 
f8e5m2xf8e4m3fn->bf16İÌí…»Ç
§€€  €*
bf16xbf16->bf16†Ãá°˜©‘*
f32xf32->f32áàö Ø¬@*"
f8e4m3fnxf8e4m3fn->bf16öß÷ ‹‘* 
f8e4m3fnxf8e5m2->bf16ÉíÿÈíÏ’* 
f8e5m2xf8e4m3fn->bf16ĞæÉÀ¸÷’
£€€ € *
bf16xbf16->bf16ôÄöˆ†È**
f32xf32->f32×¼Ã§€è$*!
f8e4m3fnxf8e4m3fn->bf16Ÿ°™Ï¬¾B*
f8e4m3fnxf8e5m2->bf16Úåô‰ÁáA*
f8e5m2xf8e4m3fn->bf16€ö³Ù¶™B
¤€€ € *
bf16xbf16->bf16¦Ù¦Ù¦üF*
f32xf32->f32ôĞ¾”àà*!
f8e4m3fnxf8e4m3fn->bf16ŒèüåÀĞ~*
f8e4m3fnxf8e5m2->bf16ÕªÕª…”* 
f8e5m2xf8e4m3fn->bf16ÿüŞ”ä‘‚
¦€€ € *
bf16xbf16->bf16ÀÄÖ°³ºk*
f32xf32->f32ÿä¬¬šğ)*"
f8e4m3fnxf8e4m3fn->bf16±Ò·ÏÄÁ»* 
f8e4m3fnxf8e5m2->bf16¦•‡ô“ì½* 
f8e5m2xf8e4m3fn->bf16±§ì‰»æ»
§€€ € *
bf16xbf16->bf16Óˆßšë­—*
f32xf32->f32—Ñô¹ºÂ@*"
f8e4m3fnxf8e4m3fn->bf16ÊÆ™›* 
f8e4m3fnxf8e5m2->bf16ôı½É´ğœ* 
f8e5m2xf8e4m3fn->bf16”´ößÀğ
§€€  € *
bf16xbf16->bf16‡ü®¹àûª*
f32xf32->f32—¦®ĞŠJ*"
f8e4m3fnxf8e4m3fn->bf16ÿ÷§·à„Û* 
f8e4m3fnxf8e5m2->bf16®ô¢—šåÚ* 
f8e5m2xf8e4m3fn->bf16Ğİ¨³Äß
£€€ €*
bf16xbf16->bf16ÓÈÏõÖ§
*
f32xf32->f32¸ «ä¥¿*!
f8e4m3fnxf8e4m3fn->bf16ì¹¡–ö*
f8e4m3fnxf8e5m2->bf16àÎ­‹öú*
f8e5m2xf8e4m3fn->bf16İèÅ®ä÷
£€€ €*
bf16xbf16->bf16Ô›ƒ­Ö•*
f32xf32->f32ÕªÕªÍÛ*!
f8e4m3fnxf8e4m3fn->bf16ÈèŠ¶¦·*
f8e4m3fnxf8e5m2->bf16ÈèŠ¶¦·*
f8e5m2xf8e4m3fn->bf16ÈèŠ¶¦·
£€€ €*
bf16xbf16->bf16€ûÙ¬ÛŒ!*
f32xf32->f32³À¤€*!
f8e4m3fnxf8e4m3fn->bf16Áİ³²ôÃ'*
f8e4m3fnxf8e5m2->bf16Ô€æÂñœ'*
f8e5m2xf8e4m3fn->bf16Áİ³²ôÃ'
£€€ €*
bf16xbf16->bf16ÉÁÍšù1*
f32xf32->f32Ä‘Æ˜²*!
f8e4m3fnxf8e4m3fn->bf16‹„»Á°ÖE*
f8e4m3fnxf8e5m2->bf16‰éÆìÚ™E*
f8e5m2xf8e4m3fn->bf16ş½ì´¶D
£€€  €*
bf16xbf16->bf16”¤®À×ûD*
f32xf32->f32¨™ªÆÊÄ!*!
f8e4m3fnxf8e4m3fn->bf16´éÒ¥›™p*
f8e4m3fnxf8e5m2->bf16ÌÀçÍÌÁr*
f8e5m2xf8e4m3fn->bf16ªéÏ¹šÎp
£€€ €*
bf16xbf16->bf16Ú´éÒåù*
f32xf32->f32Î‰ƒØ§º*!
f8e4m3fnxf8e4m3fn->bf16÷“óüÆ™*
f8e4m3fnxf8e5m2->bf16ÇÕ•‹¦¨*
f8e5m2xf8e4m3fn->bf16¿ïº„ª¥
£€€ €*
bf16xbf16->bf16şûñ´‘"*
f32xf32->f32™•×»¼Ü*!
f8e4m3fnxf8e4m3fn->bf16Ğ´ÍüÙ¼(*
f8e4m3fnxf8e5m2->bf16ûÓ†Ñ'*
f8e5m2xf8e4m3fn->bf16ªÕªÕªØ(
£€€ €*
bf16xbf16->bf16Ì¾•á˜Ø7*
f32xf32->f32Àæõû×²*!
f8e4m3fnxf8e4m3fn->bf16¨Ë±àòI*
f8e4m3fnxf8e5m2->bf16”½ı‹§•K*
f8e5m2xf8e4m3fn->bf16çáŸÕıJ
£€€ €*
bf16xbf16->bf16ƒö¦¢O*
f32xf32->f32÷€ÆÁ§"*!
f8e4m3fnxf8e4m3fn->bf16‚¸šã½è|*
f8e4m3fnxf8e5m2->bf16‚¸šã½è|*
f8e5m2xf8e4m3fn->bf16ğğ­ğ³§|
¦€€  €*
bf16xbf16->bf16ä‹¶•¨“f*
f32xf32->f32™ˆì„úµ,*"
f8e4m3fnxf8e4m3fn->bf16œ‚İÔ…ìÀ* 
f8e4m3fnxf8e5m2->bf16òÎ¢‹Î÷¿* 
f8e5m2xf8e4m3fn->bf16œ‚İÔ…ìÀ
£€€ €*
bf16xbf16->bf16Ü‚±òÊ» *
f32xf32->f32§ŸÁ®Ï*!
f8e4m3fnxf8e4m3fn->bf16ªì¢¹¾)*
f8e4m3fnxf8e5m2->bf16ğûÛ¤¡ô(*
f8e5m2xf8e4m3fn->bf16Ì¢¾ÖÛ)
£€€ €*
bf16xbf16->bf16Š¦ıòÌÉ:*
f32xf32->f32Ò´·„¶*!
f8e4m3fnxf8e4m3fn->bf16±ğü˜¸·J*
f8e4m3fnxf8e5m2->bf16€€€€Ğ¥L*
f8e5m2xf8e4m3fn->bf16ãĞé˜‰J
¦€€ €*
bf16xbf16->bf16÷¡¬˜šùW*
f32xf32->f32˜‚×Ñ™¹-*"
f8e4m3fnxf8e4m3fn->bf16æóÎª‡* 
f8e4m3fnxf8e5m2->bf16…Œ­ç—Ç…* 
f8e5m2xf8e4m3fn->bf16£å¨™ª’†
¦€€ €*
bf16xbf16->bf16àñóÈ·q*
f32xf32->f32é§†ñÓ·:*"
f8e4m3fnxf8e4m3fn->bf16óš˜ü¢äÕ* 
f8e4m3fnxf8e5m2->bf16ŠëÄ¾ºÄÖ* 
f8e5m2xf8e4m3fn->bf16¸Ÿ‚÷£”Ö
§€€  €*
bf16xbf16->bf16ãñ¸œÑ‡*
f32xf32->f32¨ŸÑÛãçD*"
f8e4m3fnxf8e4m3fn->bf16¢…°–Œç¹* 
f8e4m3fnxf8e5m2->bf16ì“£Ÿ¼* 
f8e5m2xf8e4m3fn->bf16ª¼®³õ€·
£€€ €*
bf16xbf16->bf16´„ËûôÎ4*
f32xf32->f32¥Œ€ãµò*!
f8e4m3fnxf8e4m3fn->bf16€€€€Ğ¥L*
f8e4m3fnxf8e5m2->bf16”½ı‹§•K*
f8e5m2xf8e4m3fn->bf16€€€€Ğ¥L
¦€€ €*
bf16xbf16->bf16şË­›İÂP*
f32xf32->f32·ñÂÎ«Ø+*"
f8e4m3fnxf8e4m3fn->bf16£å¨™ª’†* 
f8e4m3fnxf8e5m2->bf16Å®ô¢×ÛŠ* 
f8e5m2xf8e4m3fn->bf16¥ÏÚ°¥„‡
¦€€ €*
bf16xbf16->bf16Áôù¡Úy*
f32xf32->f32î”ÂäóÕ<*"
f8e4m3fnxf8e4m3fn->bf16©Ëäê¨ã* 
f8e4m3fnxf8e5m2->bf16ßš¦¤ßã* 
f8e5m2xf8e4m3fn->bf16–“ˆ­¦Ìä
§€€ €*
bf16xbf16->bf16½ åÙÛà‘*
f32xf32->f32¥†í—¤óM*"
f8e4m3fnxf8e4m3fn->bf16”¯ÃòµÁ* 
f8e4m3fnxf8e5m2->bf16¿ê¿ê¿²À* 
f8e5m2xf8e4m3fn->bf16÷ë€ÌÔÁ
§€€  €*
bf16xbf16->bf16°ŠùÙîú¤*
f32xf32->f32çí½şÖG*"
f8e4m3fnxf8e4m3fn->bf16í¬›ëæª¡* 
f8e4m3fnxf8e5m2->bf16Æ˜âˆ£†¢* 
f8e5m2xf8e4m3fn->bf16»××ÊÉš¤
£€€ € *
bf16xbf16->bf16ŸŞŒŒ…õK*
f32xf32->f32Õ¨®‘şã*!
f8e4m3fnxf8e4m3fn->bf16èæû©œ‰}*
f8e4m3fnxf8e5m2->bf16…üâÕŸì}*
f8e5m2xf8e4m3fn->bf16…üâÕŸì}
¦€€ € *
bf16xbf16->bf16ñÌÒô“h*
f32xf32->f32†ïÆÄ¼á'*"
f8e4m3fnxf8e4m3fn->bf16¶ÖÍµ³ÕĞ* 
f8e4m3fnxf8e5m2->bf16ôØÚ²á„Õ* 
f8e5m2xf8e4m3fn->bf16ü÷­Ç ÕÔ
§€€ € *
bf16xbf16->bf16Ãæ¸ñûñ–*
f32xf32->f32É©é„Ì—J*"
f8e4m3fnxf8e4m3fn->bf16ú¯¶íôŠÂ* 
f8e4m3fnxf8e5m2->bf16÷ë€ÌÔÁ* 
f8e5m2xf8e4m3fn->bf16”¯ÃòµÁ
§€€ € *
bf16xbf16->bf16Â•àÉµƒ«*
f32xf32->f32ÊŸ´±‘ÌT*"
f8e4m3fnxf8e4m3fn->bf16©èİğƒ¦* 
f8e4m3fnxf8e5m2->bf16Æ˜âˆ£†¢* 
f8e5m2xf8e4m3fn->bf16­Üê´¢
§€€  € *
bf16xbf16->bf16Ñ§ø² ‡«*
f32xf32->f32æŒĞ¯Ü–W*"
f8e4m3fnxf8e4m3fn->bf16ÛÇİÒ¾­à* 
f8e4m3fnxf8e5m2->bf16™å”ÓÌâİ* 
f8e5m2xf8e4m3fn->bf16â‰Òä³õÑ
£€ € €*
bf16xbf16->bf16¢©€»í›*
f32xf32->f32ëĞ¼˜Æ*!
f8e4m3fnxf8e4m3fn->bf16¿ïº„ª¥*
f8e4m3fnxf8e5m2->bf16ˆ›†ä½œ*
f8e5m2xf8e4m3fn->bf16¿ïº„ª¥
£€ € €*
bf16xbf16->bf16Ë¨úœ¡ *
f32xf32->f32€€€€´‰*!
f8e4m3fnxf8e4m3fn->bf16ë‡»ö&*
f8e4m3fnxf8e5m2->bf16••Àêê¶'*
f8e5m2xf8e4m3fn->bf16••Àêê¶'
£€ € €*
bf16xbf16->bf16Òö­ääØ2*
f32xf32->f32âÕî¡“*!
f8e4m3fnxf8e4m3fn->bf16‰éÆìÚ™E*
f8e4m3fnxf8e5m2->bf16‰Øéş¤ÿE*
f8e5m2xf8e4m3fn->bf16ÛÊ‹ÜÕ…E
£€ € €*
bf16xbf16->bf16ìà‹ĞÉ‰F*
f32xf32->f32ÁŠßëß—*!
f8e4m3fnxf8e4m3fn->bf16¯“ÒÇïq*
f8e4m3fnxf8e5m2->bf16ü¼Ä•·°s*
f8e5m2xf8e4m3fn->bf16Ü›´“ş•n
¦€ €  €*
bf16xbf16->bf16ÔíªÿìÏZ*
f32xf32->f32×Ú‰£°Õ**"
f8e4m3fnxf8e4m3fn->bf16®æ©Ïå•±* 
f8e4m3fnxf8e5m2->bf16Ìòñ÷„’¨* 
f8e5m2xf8e4m3fn->bf16îÄìÍÈ»²
£€ € €*
bf16xbf16->bf16ãèëæ´ú *
f32xf32->f32ªê¾ÙúÊ*!
f8e4m3fnxf8e4m3fn->bf16á£ëÁÅë'*
f8e4m3fnxf8e5m2->bf16§ı§ı§†(*
f8e5m2xf8e4m3fn->bf16á£ëÁÅë'
£€ € €*
bf16xbf16->bf16§€±öË6*
f32xf32->f32Áü³õÆÛ*!
f8e4m3fnxf8e4m3fn->bf16ãĞé˜‰J*
f8e4m3fnxf8e5m2->bf16À’¼£ÓÄI*
f8e5m2xf8e4m3fn->bf16ãĞé˜‰J
£€ € €*
bf16xbf16->bf16§ş¡û«ĞP*
f32xf32->f32ØÌ§–Ÿ!*!
f8e4m3fnxf8e4m3fn->bf16ß£È‹Œª}*
f8e4m3fnxf8e5m2->bf16¡ßÁ‡´ú*
f8e5m2xf8e4m3fn->bf16¡áû¯ù®~
¦€ € €*
bf16xbf16->bf16Á“‘ğ¡f*
f32xf32->f32‘üˆÂËÊ,*"
f8e4m3fnxf8e4m3fn->bf16Ú…°É°Â* 
f8e4m3fnxf8e5m2->bf16³×™ú•ÃÅ* 
f8e5m2xf8e4m3fn->bf16€€€€€¨Ã
¦€ €  €*
bf16xbf16->bf16¼„ÖºÊº}*
f32xf32->f32Œˆ­Ôş5*"
f8e4m3fnxf8e4m3fn->bf16Ï¢”Ûó®* 
f8e4m3fnxf8e5m2->bf16ÏœÜŒğ£¯* 
f8e5m2xf8e4m3fn->bf16ÏœÜŒğ£¯
£€ € €*
bf16xbf16->bf16¸¦ˆ©ú‰4*
f32xf32->f32ûÄèº‘‚*!
f8e4m3fnxf8e4m3fn->bf16íâÊá÷ÄK*
f8e4m3fnxf8e5m2->bf16ïÄÇ¿ÖäJ*
f8e5m2xf8e4m3fn->bf16íâÊá÷ÄK
¦€ € €*
bf16xbf16->bf16 Ë²á…ìU*
f32xf32->f32­½Ù”«¡,*"
f8e4m3fnxf8e4m3fn->bf16¾¤€¿ã÷‡* 
f8e4m3fnxf8e5m2->bf16æóÎª‡* 
f8e5m2xf8e4m3fn->bf16¾¤€¿ã÷‡
¦€ € €*
bf16xbf16->bf16ÙÍ—€‘q*
f32xf32->f32·¬è…¨>*"
f8e4m3fnxf8e4m3fn->bf16ÅøŸë¬Ş* 
f8e4m3fnxf8e5m2->bf16îÍï«Îñå* 
f8e5m2xf8e4m3fn->bf16ÅøŸë¬Ş
§€ € €*
bf16xbf16->bf16¨ó¤ Ü»‰*
f32xf32->f32ÛÊ‹ÜÕ…E*"
f8e4m3fnxf8e4m3fn->bf16£§´Ç°ÀÔ* 
f8e4m3fnxf8e5m2->bf16À¨é‘û„µ* 
f8e5m2xf8e4m3fn->bf16å´çÁµêØ
§€ €  €*
bf16xbf16->bf16ÊŒÚ¯Èæ›*
f32xf32->f32–Ë£äŒ¢F*"
f8e4m3fnxf8e4m3fn->bf16æµ°øÅÈ«* 
f8e4m3fnxf8e5m2->bf16½êˆ³ß´* 
f8e5m2xf8e4m3fn->bf16¶ÉÇ÷òŠ¹
¦€ € €*
bf16xbf16->bf16…Íı—¼G*
f32xf32->f32€Â•Ûº¼+*"
f8e4m3fnxf8e4m3fn->bf16ìç²í²„* 
f8e4m3fnxf8e5m2->bf16…ƒ«èœ€* 
f8e5m2xf8e4m3fn->bf16¢“šÑ‰¡ƒ
¦€ € €*
bf16xbf16->bf16„ªü®ÿŞx*
f32xf32->f32‹åßµ³×=*"
f8e4m3fnxf8e4m3fn->bf16¼«öó©æ* 
f8e4m3fnxf8e5m2->bf16ªƒàòâ* 
f8e5m2xf8e4m3fn->bf16–“ˆ­¦Ìä
§€ € €*
bf16xbf16->bf16ÆÚ¹Ä¯’*
f32xf32->f32ÃíÍåÓÓN*"
f8e4m3fnxf8e4m3fn->bf16£êÑıå* 
f8e4m3fnxf8e5m2->bf16ß‡±áèäß* 
f8e5m2xf8e4m3fn->bf16ÊÁà¦Ğ¯ã
§€ € €*
bf16xbf16->bf16ÄëêŒ‹´¥*
f32xf32->f32Ç·½ü•ÖF*"
f8e4m3fnxf8e4m3fn->bf16¼Ò–ÉÕÑÆ* 
f8e4m3fnxf8e5m2->bf16¿µÌÈ¾Ç* 
f8e5m2xf8e4m3fn->bf16øç„ÿÌôÊ
§€ €  €*
bf16xbf16->bf16š¨ÊãŸ§*
f32xf32->f32›Á¹…èJ*"
f8e4m3fnxf8e4m3fn->bf16Î¡ïñš¬‹* 
f8e4m3fnxf8e5m2->bf16ªæ£â‡«ƒ* 
f8e5m2xf8e4m3fn->bf16Æä¢€™¬†
¦€ € € *
bf16xbf16->bf16¾¸÷Œ¼ØZ*
f32xf32->f32¬Ú¹‚²5*"
f8e4m3fnxf8e4m3fn->bf16ŠëÄ¾ºÄÖ* 
f8e4m3fnxf8e5m2->bf16ãñ¸œŞöÓ* 
f8e5m2xf8e4m3fn->bf16¸Ÿ‚÷£”Ö
§€ € € *
bf16xbf16->bf16÷´Ÿ«Â–*
f32xf32->f32ŞÎ´¥¡ƒJ*"
f8e4m3fnxf8e4m3fn->bf16Ï×½¨¨á* 
f8e4m3fnxf8e5m2->bf16¤Á¦ƒãâİ* 
f8e5m2xf8e4m3fn->bf16ÜöÀ¹íéá
§€ € € *
bf16xbf16->bf16æØò€Œôª*
f32xf32->f32ÑèÇ•íÃD*"
f8e4m3fnxf8e4m3fn->bf16³–ç¬ÎùÍ* 
f8e4m3fnxf8e5m2->bf16øÖìç¡ÒÌ* 
f8e5m2xf8e4m3fn->bf16óşàØº†Í
§€ € € *
bf16xbf16->bf16ÔÏ˜¨¶Ô¬*
f32xf32->f32§à™ˆ“äV*"
f8e4m3fnxf8e4m3fn->bf16ŠÑ×ö¸¹* 
f8e4m3fnxf8e5m2->bf16èºƒÓÈï* 
f8e5m2xf8e4m3fn->bf16úËùäò“
§€ €  € *
bf16xbf16->bf16™Ã¶×Ğ²±*
f32xf32->f32×´‚¹™Õ[*"
f8e4m3fnxf8e4m3fn->bf16Áôá‘ÂŒ§* 
f8e4m3fnxf8e5m2->bf16ˆšƒ¶Ã¿«* 
f8e5m2xf8e4m3fn->bf16åÜºâá©
£€€ €*
bf16xbf16->bf16¼øğƒç*
f32xf32->f32Áóãàİ©*!
f8e4m3fnxf8e4m3fn->bf16‹«†ß“®*
f8e4m3fnxf8e5m2->bf16‹«†ß“®*
f8e5m2xf8e4m3fn->bf16§·ÍŸ´­
£€€ €*
bf16xbf16->bf16‚Í†ÆÅ»*
f32xf32->f32½¹¨èÈû*!
f8e4m3fnxf8e4m3fn->bf16ñòéô¡Ï*
f8e4m3fnxf8e5m2->bf16’œÇ·çÒ*
f8e5m2xf8e4m3fn->bf16›ß×œãË
£€€ €*
bf16xbf16->bf16¿ÙµÓ«ˆ
*
f32xf32->f32Í¢È¼ŞÊ*!
f8e4m3fnxf8e4m3fn->bf16Ôƒæ¾é*
f8e4m3fnxf8e5m2->bf16Ôƒæ¾é*
f8e5m2xf8e4m3fn->bf16ÕƒÈ•‡ë
£€€ €*
bf16xbf16->bf16Ğ„ïè”±*
f32xf32->f32²²²²ò*!
f8e4m3fnxf8e4m3fn->bf16‘á©š¿Ã*
f8e4m3fnxf8e5m2->bf16ˆ´ùîÈÆ*
f8e5m2xf8e4m3fn->bf16¤’É¤îÏ
£€€  €*
bf16xbf16->bf16ÖßÒÀÚé*
f32xf32->f32ŒœŸ†îÍ*!
f8e4m3fnxf8e4m3fn->bf16ÄÊÙ§¨*
f8e4m3fnxf8e5m2->bf16éø‘“°Ó#*
f8e5m2xf8e4m3fn->bf16éø‘“°Ó#
£€€ €*
bf16xbf16->bf16Şé›½¶—*
f32xf32->f32å”ÓÌâİ*!
f8e4m3fnxf8e4m3fn->bf16·¡ú–ôÛ*
f8e4m3fnxf8e5m2->bf16íŠŒù³Ö*
f8e5m2xf8e4m3fn->bf16€€€”ëÜ
£€€ €*
bf16xbf16->bf16©ÿ©ÿÉ
*
f32xf32->f32ˆôÒ–°ƒ*!
f8e4m3fnxf8e4m3fn->bf16™¡µ”¥*
f8e4m3fnxf8e5m2->bf16†ÒÁ´€ä	*
f8e5m2xf8e4m3fn->bf16©ÿ”õß‹

£€€ €*
bf16xbf16->bf16€€€€´‰*
f32xf32->f32»âÎØ³Ş*!
f8e4m3fnxf8e4m3fn->bf16á©ñÆªº*
f8e4m3fnxf8e5m2->bf16á©ñÆªº*
f8e5m2xf8e4m3fn->bf16á©ñÆªº
£€€ €*
bf16xbf16->bf16Áæ¡ÅÅƒ!*
f32xf32->f32•ç“Í«Ï*!
f8e4m3fnxf8e4m3fn->bf16Âæş‹ˆŞ#*
f8e4m3fnxf8e5m2->bf16á°˜Œ¦ª$*
f8e5m2xf8e4m3fn->bf16ÕªÕêï
£€€  €*
bf16xbf16->bf16 ¢«Ø™İ5*
f32xf32->f32İÏïµ‹Ø*!
f8e4m3fnxf8e4m3fn->bf16ÂƒÚ¢®ú;*
f8e4m3fnxf8e5m2->bf16àŸàŸ ’;*
f8e5m2xf8e4m3fn->bf16ğ›¢“·<
£€€ €*
bf16xbf16->bf16ô¢—ºİÕ*
f32xf32->f32£ÒõÍÁ*!
f8e4m3fnxf8e4m3fn->bf16øèº°ñú	*
f8e4m3fnxf8e5m2->bf16©ÿ©ÿÉ
*
f8e5m2xf8e4m3fn->bf16®«³¬Ğ•
£€€ €*
bf16xbf16->bf16¢Ú‘Û¶¦*
f32xf32->f32£ÍéÈËë*!
f8e4m3fnxf8e4m3fn->bf16ÄÊÙ§¨*
f8e4m3fnxf8e5m2->bf16ë’‡ñÊ®*
f8e5m2xf8e4m3fn->bf16æÛ³Èˆ¢
£€€ €*
bf16xbf16->bf16‹²¡ö•!*
f32xf32->f32öš£ß²Ø*!
f8e4m3fnxf8e4m3fn->bf16Ø“öÄ×$*
f8e4m3fnxf8e5m2->bf16Ñ¶±àË$*
f8e5m2xf8e4m3fn->bf16ÙáşİØí$
£€€ €*
bf16xbf16->bf16‚Ö·Ì³6*
f32xf32->f32°¿„ÈÅå*!
f8e4m3fnxf8e4m3fn->bf16ÂƒÚ¢®ú;*
f8e4m3fnxf8e5m2->bf16î”ÂäóÕ<*
f8e5m2xf8e4m3fn->bf16”¸¥î§<
£€€  €*
bf16xbf16->bf16ø–‡µ¿S*
f32xf32->f32€ûÙ¬ÛŒ!*!
f8e4m3fnxf8e4m3fn->bf16—«Œèõ[*
f8e4m3fnxf8e5m2->bf16úªÇ½—]*
f8e5m2xf8e4m3fn->bf16ğö¦›«\
£€€ €*
bf16xbf16->bf16›õ¦İÉü*
f32xf32->f32‡ÆÙÒ±Ù*!
f8e4m3fnxf8e4m3fn->bf16Ï©³¼×Ó*
f8e4m3fnxf8e5m2->bf16ŒœŸ†îÍ*
f8e5m2xf8e4m3fn->bf16¹ø§§µß
£€€ €*
bf16xbf16->bf16«ãÄôñ»*
f32xf32->f32ªˆÏ¢Ò¼*!
f8e4m3fnxf8e4m3fn->bf16Ğ½‰Ú©#*
f8e4m3fnxf8e5m2->bf16Âæş‹ˆŞ#*
f8e5m2xf8e4m3fn->bf16†¶Ö³Î³#
£€€ €*
bf16xbf16->bf16ã¨ş‡š2*
f32xf32->f32ãÍš“ŞÄ%*!
f8e4m3fnxf8e4m3fn->bf16àäœˆğ£=*
f8e4m3fnxf8e5m2->bf16ÓÌ²Ê©Ü;*
f8e5m2xf8e4m3fn->bf16€Íë÷¯å<
£€€ €*
bf16xbf16->bf16òÎ¹°´†N*
f32xf32->f32¹·òî¤”#*!
f8e4m3fnxf8e4m3fn->bf16·¢ö¦äY*
f8e4m3fnxf8e5m2->bf16¾ŒœŸ¦…]*
f8e5m2xf8e4m3fn->bf16×°®»ºX
£€€  €*
bf16xbf16->bf16ëò©Á¢‰n*
f32xf32->f32Š¶Ó—Â&*!
f8e4m3fnxf8e4m3fn->bf16×ãôıÏ·|*
f8e4m3fnxf8e5m2->bf16ÚşÊ‚ê¦{*
f8e5m2xf8e4m3fn->bf16ğğ­ğ³§|
£€€ € *
bf16xbf16->bf16×æÔ»µ*
f32xf32->f32½æÎŠ„«*!
f8e4m3fnxf8e4m3fn->bf16¨™ªÆÊÄ!*
f8e4m3fnxf8e5m2->bf16áò©ñ *
f8e5m2xf8e4m3fn->bf16£ëùå±!
£€€ € *
bf16xbf16->bf16Ğƒìíã¤+*
f32xf32->f32¦ÊŸÇë¯$*!
f8e4m3fnxf8e4m3fn->bf16ö¶‰¨ê™8*
f8e4m3fnxf8e5m2->bf16Ú´éÒÍŒ8*
f8e5m2xf8e4m3fn->bf16ö¶‰¨ê™8
£€€ € *
bf16xbf16->bf16Ÿ’ÀßñûC*
f32xf32->f32½Ü‡èãƒ.*!
f8e4m3fnxf8e4m3fn->bf16î³×ŠÏ\*
f8e4m3fnxf8e5m2->bf16²Ø‰ôëX*
f8e5m2xf8e4m3fn->bf16·¢ö¦äY
£€€ € *
bf16xbf16->bf16½‘ÛÂè_*
f32xf32->f32õ‹˜Ù®ã)*!
f8e4m3fnxf8e4m3fn->bf16Å°úıçéy*
f8e4m3fnxf8e5m2->bf16ğğ­ğ³§|*
f8e5m2xf8e4m3fn->bf16ê¡°ÌÒĞv
§€€  € *
bf16xbf16->bf16Úò´ ©Š‰*
f32xf32->f32ûÓ†Ñ'*"
f8e4m3fnxf8e4m3fn->bf16¬ßƒÆí* 
f8e4m3fnxf8e5m2->bf16Ì¼åÒìÂ* 
f8e5m2xf8e4m3fn->bf16‚Ö¹Ÿ‰Æ
£€€ €*
bf16xbf16->bf16ğ»åï«*
f32xf32->f32ªÕª•Ğü*!
f8e4m3fnxf8e4m3fn->bf16„¤¥Î‡Ú*
f8e4m3fnxf8e5m2->bf16œĞ•òÒß*
f8e5m2xf8e4m3fn->bf16¨Ğ ÁÚŞ
£€€ €*
bf16xbf16->bf16À…¬àÊ 
*
f32xf32->f32„¡ˆ¸Ø*!
f8e4m3fnxf8e4m3fn->bf16İèÅ®ä÷*
f8e4m3fnxf8e5m2->bf16”âÿ¬³ù*
f8e5m2xf8e4m3fn->bf16¨âÏÑÈô
£€€ €*
bf16xbf16->bf16˜´º‡¦Â*
f32xf32->f32‘è¥­à†*!
f8e4m3fnxf8e4m3fn->bf16¾´µ’´Ü*
f8e4m3fnxf8e5m2->bf16©‡ ÌıÒ*
f8e5m2xf8e4m3fn->bf16©‡ ÌıÒ
£€€ €*
bf16xbf16->bf16Ë¨úœ¡ *
f32xf32->f32™•×»¼Ü*!
f8e4m3fnxf8e4m3fn->bf16 ‰ŞÑ©â$*
f8e4m3fnxf8e5m2->bf16Ñ¶±àË$*
f8e5m2xf8e4m3fn->bf16Ü™öÆÀ$
£€€  €*
bf16xbf16->bf16©êÜ…‚à0*
f32xf32->f32£˜ ƒÊë*!
f8e4m3fnxf8e4m3fn->bf16®ç±‰ì?*
f8e4m3fnxf8e5m2->bf16Ğïàƒšı?*
f8e5m2xf8e4m3fn->bf16˜æÊÆå>
£€€ €*
bf16xbf16->bf16ØİÙ¼ºê	*
f32xf32->f32»Š­¸Şÿ*!
f8e4m3fnxf8e4m3fn->bf16¡ˆëÆ¼*
f8e4m3fnxf8e5m2->bf16‚Í†ÆÅ»*
f8e5m2xf8e4m3fn->bf16©ÿ”õß‹

£€€ €*
bf16xbf16->bf16æÛ³Èˆ¢*
f32xf32->f32·ıä€Üà*!
f8e4m3fnxf8e4m3fn->bf16İ­‚Êº†*
f8e4m3fnxf8e5m2->bf16íËĞ½¹*
f8e5m2xf8e4m3fn->bf16Î‘•æíÿ
£€€ €*
bf16xbf16->bf16ôÛ¿å„Î!*
f32xf32->f32´üÈ‰Øé*!
f8e4m3fnxf8e4m3fn->bf16©”À²»î%*
f8e4m3fnxf8e5m2->bf16øôÖùÃÖ%*
f8e5m2xf8e4m3fn->bf16¶±åğ»â%
£€€ €*
bf16xbf16->bf16 ‘şçšË7*
f32xf32->f32İÏïµ‹Ø*!
f8e4m3fnxf8e4m3fn->bf16ş½ì´¶D*
f8e4m3fnxf8e5m2->bf16óÎÎ¹§ÕC*
f8e5m2xf8e4m3fn->bf16¢Û™áˆ¯C
£€€  €*
bf16xbf16->bf16ÃíÍåÓÓN*
f32xf32->f32 û•æ…ò)*!
f8e4m3fnxf8e4m3fn->bf16¾üïîÁØh*
f8e4m3fnxf8e5m2->bf16´Â»‘„Êm*
f8e5m2xf8e4m3fn->bf16¶Å Ã¹g
£€€ €*
bf16xbf16->bf16À¯ÜúÃİ*
f32xf32->f32àèº¾¹¬*!
f8e4m3fnxf8e4m3fn->bf16¤ƒé€È*
f8e4m3fnxf8e5m2->bf16Ü³ŒÍÁ*
f8e5m2xf8e4m3fn->bf16ë’‡ñÊ®
£€€ €*
bf16xbf16->bf16‹²¡ö•!*
f32xf32->f32´¢“š‘´*!
f8e4m3fnxf8e4m3fn->bf16€€€€è’&*
f8e4m3fnxf8e5m2->bf16€€€€è’&*
f8e5m2xf8e4m3fn->bf16¨·†Ú¬«&
£€€ €*
bf16xbf16->bf16×Æ‰éã÷8*
f32xf32->f32¬ç‹¬ß*!
f8e4m3fnxf8e4m3fn->bf16ş½ì´¶D*
f8e4m3fnxf8e5m2->bf16à…ÜÀ‹ÊD*
f8e5m2xf8e4m3fn->bf16„ÿ”ˆÂE
£€€ €*
bf16xbf16->bf16‹İèÅ¦ÙV*
f32xf32->f32“†ÑÃ»¨!*!
f8e4m3fnxf8e4m3fn->bf16Ü›´“ş•n*
f8e4m3fnxf8e5m2->bf16™ıªÂ±°o*
f8e5m2xf8e4m3fn->bf16İ©·êÍäo
¦€€  €*
bf16xbf16->bf16ªéÏ¹šÎp*
f32xf32->f32¤ÀŞ–²û0*"
f8e4m3fnxf8e4m3fn->bf16ê€ûÌŞ* 
f8e4m3fnxf8e5m2->bf16Ï£ç‡ğ›* 
f8e5m2xf8e4m3fn->bf16ÖÔ€ª«Û
£€€ €*
bf16xbf16->bf16œ“Ä”ı„*
f32xf32->f32€€€€€µ*!
f8e4m3fnxf8e4m3fn->bf16·‚˜ Ÿ$*
f8e4m3fnxf8e5m2->bf16ƒƒšÆ¨‰$*
f8e5m2xf8e4m3fn->bf16ƒƒšÆ¨‰$
£€€ €*
bf16xbf16->bf16îÇàıˆÅ5*
f32xf32->f32‹ÉˆË­º*!
f8e4m3fnxf8e4m3fn->bf16¢—ºÑë­E*
f8e4m3fnxf8e5m2->bf16Ò«ŸáäêE*
f8e5m2xf8e4m3fn->bf16Ò«ŸáäêE
£€€ €*
bf16xbf16->bf16İšÓîÕµT*
f32xf32->f32¾ÿ´ÃŒ#*!
f8e4m3fnxf8e4m3fn->bf16õŒ©±îşo*
f8e4m3fnxf8e5m2->bf16êµ¹ğæŠr*
f8e5m2xf8e4m3fn->bf16™ıªÂ±°o
¦€€ €*
bf16xbf16->bf16ÀÂ›Š…Şx*
f32xf32->f32šŞ­¡€¶)*"
f8e4m3fnxf8e4m3fn->bf16ÇŸ£‰©* 
f8e4m3fnxf8e5m2->bf16ÿûÑ»§¦* 
f8e5m2xf8e4m3fn->bf16ÿûÑ»§¦
§€€  €*
bf16xbf16->bf16½ åÙÛà‘*
f32xf32->f32ŒìŒÛ¯ğ4*"
f8e4m3fnxf8e4m3fn->bf16šÊø³”’İ* 
f8e4m3fnxf8e5m2->bf16ØÉŒí¡õÓ* 
f8e5m2xf8e4m3fn->bf16‰ØŞ±†ÌÙ
£€€ € *
bf16xbf16->bf16ûÓ†Ñ'*
f32xf32->f32Œµ¦£®®#*!
f8e4m3fnxf8e4m3fn->bf16˜æÊÆå>*
f8e4m3fnxf8e5m2->bf16˜æÊÆå>*
f8e5m2xf8e4m3fn->bf16ï‘ä…†Õ>
£€€ € *
bf16xbf16->bf16±§ì‰ƒ®I*
f32xf32->f32Ú¼ªĞ¨Â*!
f8e4m3fnxf8e4m3fn->bf16À—„âân*
f8e4m3fnxf8e5m2->bf16ô£«“¡ãm*
f8e5m2xf8e4m3fn->bf16Ñ‹İèÅün
¦€€ € *
bf16xbf16->bf16Õá£Ìš÷k*
f32xf32->f32›Ã¹Ÿç€**"
f8e4m3fnxf8e4m3fn->bf16Òº¼É²* 
f8e4m3fnxf8e5m2->bf16´¬Ÿ´ìÙ›* 
f8e5m2xf8e4m3fn->bf16åóàèŒœ
§€€ € *
bf16xbf16->bf16àÓÛæÚ–*
f32xf32->f32Ğ¬¢®Ê±+*"
f8e4m3fnxf8e4m3fn->bf16òùÒ½×* 
f8e4m3fnxf8e5m2->bf16ÕñÿÆªÌÕ* 
f8e5m2xf8e4m3fn->bf16·ú¦ïô¥Ô
§€€  € *
bf16xbf16->bf16Ñ­€©ëª*
f32xf32->f32º³ì×À9*"
f8e4m3fnxf8e4m3fn->bf16ŠäŸ«·Üí* 
f8e4m3fnxf8e5m2->bf16Ö×·…Ãì* 
f8e5m2xf8e4m3fn->bf16–ıÔŸï
£€€ €*
bf16xbf16->bf16ŠÛ¨Î¤
*
f32xf32->f32¾ßï÷çÈ*!
f8e4m3fnxf8e4m3fn->bf16”âÿ¬³ù*
f8e4m3fnxf8e5m2->bf16İèÅ®ä÷*
f8e5m2xf8e4m3fn->bf16”âÿ¬³ù
£€€ €*
bf16xbf16->bf16ª€³á¸Î*
f32xf32->f32ä‹•ÎÒ©*!
f8e4m3fnxf8e4m3fn->bf16ˆ´ùîÈÆ*
f8e4m3fnxf8e5m2->bf16‘á©š¿Ã*
f8e5m2xf8e4m3fn->bf16Àõ³àÌ
£€€ €*
bf16xbf16->bf16Ü‚±òÊ» *
f32xf32->f32ŒœŸ†îÍ*!
f8e4m3fnxf8e4m3fn->bf16Ø“öÄ×$*
f8e4m3fnxf8e5m2->bf16ÙáşİØí$*
f8e5m2xf8e4m3fn->bf16ÙáşİØí$
£€€ €*
bf16xbf16->bf16ìµÆ¾å°1*
f32xf32->f32û´ëèö*!
f8e4m3fnxf8e4m3fn->bf16£àˆØšA*
f8e4m3fnxf8e5m2->bf16©ÓğçÇ¬A*
f8e5m2xf8e4m3fn->bf16È¬„Ãå@
£€€  €*
bf16xbf16->bf16à…ÜÀ‹ÊD*
f32xf32->f32Ãœä¡æ#*!
f8e4m3fnxf8e4m3fn->bf16úªÑÁ™ıg*
f8e4m3fnxf8e5m2->bf16ÜÁû‘Šk*
f8e5m2xf8e4m3fn->bf16„’½‡Åïh
£€€ €*
bf16xbf16->bf16™ê± ˆÈ*
f32xf32->f32»âÎØ³Ş*!
f8e4m3fnxf8e4m3fn->bf16âˆ£Œ™ˆ*
f8e4m3fnxf8e5m2->bf16³í¬›«…*
f8e5m2xf8e4m3fn->bf16 Ò÷Ğø
£€€ €*
bf16xbf16->bf16şûñ´‘"*
f32xf32->f32ïïË¤ƒç*!
f8e4m3fnxf8e4m3fn->bf16¯†ÆÂú%*
f8e4m3fnxf8e5m2->bf16¶±åğ»â%*
f8e5m2xf8e4m3fn->bf16‰³à²Ñ†&
£€€ €*
bf16xbf16->bf16Ú´éÒÍŒ8*
f32xf32->f32ùÂ­…êÄ*!
f8e4m3fnxf8e4m3fn->bf16ÛÊ‹ÜÕ…E*
f8e4m3fnxf8e5m2->bf16ÛÊ‹ÜÕ…E*
f8e5m2xf8e4m3fn->bf16ş½ì´¶D
£€€ €*
bf16xbf16->bf16ƒö¦¢O*
f32xf32->f32´ÃÂ‰Êã,*!
f8e4m3fnxf8e4m3fn->bf16”Ìúå™“u*
f8e4m3fnxf8e5m2->bf16¸Â”ù¬½t*
f8e5m2xf8e4m3fn->bf16­Ûƒı›‡v
¦€€  €*
bf16xbf16->bf16ìÓ…¬£Ûg*
f32xf32->f32ÅÉ·ÊŸ›5*"
f8e4m3fnxf8e4m3fn->bf16ö¾¸‹Ğ¾ª* 
f8e4m3fnxf8e5m2->bf16‡ü®¹àûª* 
f8e5m2xf8e4m3fn->bf16»µ¦İ«ë¨
£€€ €*
bf16xbf16->bf16¡çàŠš‡ *
f32xf32->f32€€€€¡*!
f8e4m3fnxf8e4m3fn->bf16èÀ±¨äé&*
f8e4m3fnxf8e5m2->bf16¨·†Ú¬«&*
f8e5m2xf8e4m3fn->bf16×¥â•İ&
£€€ €*
bf16xbf16->bf16Ì¾•á˜Ø7*
f32xf32->f32åÃ‰ìãè*!
f8e4m3fnxf8e4m3fn->bf16ÖœÏ´®½F*
f8e4m3fnxf8e5m2->bf16ŒÉ—•½‘G*
f8e5m2xf8e4m3fn->bf16¡û’´ŸÒF
£€€ €*
bf16xbf16->bf16„«¶õøV*
f32xf32->f32ê¿Âšòâ*!
f8e4m3fnxf8e4m3fn->bf16ÓĞ©ˆ‡|*
f8e4m3fnxf8e5m2->bf16ğğ­ğ³§|*
f8e5m2xf8e4m3fn->bf16…üâÕŸì}
¦€€ €*
bf16xbf16->bf16¥ú®ú„Æq*
f32xf32->f32©êÜ…‚à0*"
f8e4m3fnxf8e4m3fn->bf16Ÿàòƒ¬æ¹* 
f8e4m3fnxf8e5m2->bf16€€€€€¨Ã* 
f8e5m2xf8e4m3fn->bf16Ë¼Ñâ©šÅ
§€€  €*
bf16xbf16->bf16¾¤€¿ã÷‡*
f32xf32->f32·¬è…¨>*"
f8e4m3fnxf8e4m3fn->bf16ÆÊÑ²Ô¤Œ* 
f8e4m3fnxf8e5m2->bf16Ä¦´¢“Â†* 
f8e5m2xf8e4m3fn->bf16µìÃÙ€éŠ
£€€ €*
bf16xbf16->bf16¸œÇ×ı4*
f32xf32->f32ĞıŠó‚ù*!
f8e4m3fnxf8e4m3fn->bf16…Íı—¼G*
f8e4m3fnxf8e5m2->bf16ÖœÏ´®½F*
f8e5m2xf8e4m3fn->bf16Õ­äõÌÑG
£€€ €*
bf16xbf16->bf16Êú§©ÿİP*
f32xf32->f32ÚÔÄŞ¬»"*!
f8e4m3fnxf8e4m3fn->bf16ŒèüåÀĞ~*
f8e4m3fnxf8e5m2->bf16…üâÕŸì}*
f8e5m2xf8e4m3fn->bf16©ğå©ğÇ|
¦€€ €*
bf16xbf16->bf16à™…ÇĞıx*
f32xf32->f32‡¶Œ÷Ë&*"
f8e4m3fnxf8e4m3fn->bf16€€€€€¨Ã* 
f8e4m3fnxf8e5m2->bf16ƒé šˆĞÃ* 
f8e5m2xf8e4m3fn->bf16ÍÜÙŠÊ Ä
§€€ €*
bf16xbf16->bf16ñæØ¿˜‚’*
f32xf32->f32ë¢õ™¯ì5*"
f8e4m3fnxf8e4m3fn->bf16‹Æ£¨³²‘* 
f8e4m3fnxf8e5m2->bf16ŠËß™ä* 
f8e5m2xf8e4m3fn->bf16—ğ‚®¨’
§€€  €*
bf16xbf16->bf16‹ØÀ…¬‰¤*
f32xf32->f32ûÔŠç¹éA*"
f8e4m3fnxf8e4m3fn->bf16Ä«ºï€•Ì* 
f8e4m3fnxf8e5m2->bf16†Ú¯±®Ï* 
f8e5m2xf8e4m3fn->bf16¿šÆ’Ò
£€€ € *
bf16xbf16->bf16æ¨Ç¡ J*
f32xf32->f32Ïì­Ù*!
f8e4m3fnxf8e4m3fn->bf16ÎØ“ö„°u*
f8e4m3fnxf8e5m2->bf16¥ÎĞ·¨çz*
f8e5m2xf8e4m3fn->bf16Æ…Ë¢±x
¦€€ € *
bf16xbf16->bf16ç‚ƒÒÄöf*
f32xf32->f32”ıĞóÊÖ)*"
f8e4m3fnxf8e4m3fn->bf16œ‚İÔ…ìÀ* 
f8e4m3fnxf8e5m2->bf16ôƒÔû®º* 
f8e5m2xf8e4m3fn->bf16ôƒÔû®º
§€€ € *
bf16xbf16->bf16šáíÊœÎ–*
f32xf32->f32Œ±¥Á³‰)*"
f8e4m3fnxf8e4m3fn->bf16ˆíæ„£¼* 
f8e4m3fnxf8e5m2->bf16öß÷ ‹‘* 
f8e5m2xf8e4m3fn->bf16ÉíÿÈíÏ’
§€€ € *
bf16xbf16->bf16ˆ¼å®Ğ«*
f32xf32->f32¤´ÙÓ„¤D*"
f8e4m3fnxf8e4m3fn->bf16¹ÏÆ°¹ßĞ* 
f8e4m3fnxf8e5m2->bf16™åãï‰¤Ğ* 
f8e5m2xf8e4m3fn->bf16¼ûÒšÔìÒ
§€€  € *
bf16xbf16->bf16ßÊ‰‰Šï¨*
f32xf32->f32Òñ£¦à¦G*"
f8e4m3fnxf8e4m3fn->bf16ßÈ¥õÏÔì* 
f8e4m3fnxf8e5m2->bf16§±“éşî* 
f8e5m2xf8e4m3fn->bf16´–›É®òò
£€€ €*
bf16xbf16->bf16æÛ³Èˆ¢*
f32xf32->f32²²²²ò*!
f8e4m3fnxf8e4m3fn->bf16«‡«Ö*
f8e4m3fnxf8e5m2->bf16¤’É¤îÏ*
f8e5m2xf8e4m3fn->bf16ÑÄŸ£‘é
£€€ €*
bf16xbf16->bf16Í½²öëù *
f32xf32->f32™•×»¼Ü*!
f8e4m3fnxf8e4m3fn->bf16³ÔãÀ%*
f8e4m3fnxf8e5m2->bf16Ñ¶±àË$*
f8e5m2xf8e4m3fn->bf16 ‰ŞÑ©â$
£€€ €*
bf16xbf16->bf16¹¤óÈ¦Ã2*
f32xf32->f32©™ô½§Ê*!
f8e4m3fnxf8e4m3fn->bf16£àˆØšA*
f8e4m3fnxf8e5m2->bf16Âå½šÒâA*
f8e5m2xf8e4m3fn->bf16©ÓğçÇ¬A
£€€ €*
bf16xbf16->bf16‰éÆìÚ™E*
f32xf32->f32÷–“æÉá'*!
f8e4m3fnxf8e4m3fn->bf16¹Ÿ™ç·Ìi*
f8e4m3fnxf8e5m2->bf16·¿ÈÀ·ƒl*
f8e5m2xf8e4m3fn->bf16éˆ–÷éi
¦€€  €*
bf16xbf16->bf16™éèÌ´œZ*
f32xf32->f32¢‚©ı ’1*"
f8e4m3fnxf8e4m3fn->bf16¬Ö§‹¹š«* 
f8e4m3fnxf8e5m2->bf16²Úóàšµ¬* 
f8e5m2xf8e4m3fn->bf16ƒ£¦¼Š–¬
£€€ €*
bf16xbf16->bf16èÄ¦´¢è *
f32xf32->f32£Ú²ò‰ß*!
f8e4m3fnxf8e4m3fn->bf16øôÖùÃÖ%*
f8e4m3fnxf8e5m2->bf16‘£ÆŒ‰³%*
f8e5m2xf8e4m3fn->bf16ÊŞşÅÓÊ%
£€€ €*
bf16xbf16->bf16îÚ‰ÿŠ7*
f32xf32->f32ƒ·€¤çÏ*!
f8e4m3fnxf8e4m3fn->bf16„ÿ”ˆÂE*
f8e4m3fnxf8e5m2->bf16‰éÆìÚ™E*
f8e5m2xf8e4m3fn->bf16¢—ºÑë­E
£€€ €*
bf16xbf16->bf16Ç›îø”O*
f32xf32->f32ÎÊïÂœÀ**!
f8e4m3fnxf8e4m3fn->bf16…‡´ÅÜôw*
f8e4m3fnxf8e5m2->bf16€€€€€‰z*
f8e5m2xf8e4m3fn->bf16…Š”¨ĞÖw
¦€€ €*
bf16xbf16->bf16üóÕ¬œ´f*
f32xf32->f32šáİˆ‚å6*"
f8e4m3fnxf8e4m3fn->bf16×ıÑ„Ü²¸* 
f8e4m3fnxf8e5m2->bf16ƒÔçÔÜœ»* 
f8e5m2xf8e4m3fn->bf16ü˜¸¾ÌŠº
¦€€  €*
bf16xbf16->bf16©ğå©ğÇ|*
f32xf32->f32Øä «î@*"
f8e4m3fnxf8e4m3fn->bf16ıÈ€şÆï* 
f8e4m3fnxf8e5m2->bf16ÉíÿÈíÏ’* 
f8e5m2xf8e4m3fn->bf16û÷±÷ĞÙ‘
£€€ €*
bf16xbf16->bf16Íµ³í¬•4*
f32xf32->f32ÿ²ë¦×*!
f8e4m3fnxf8e4m3fn->bf16¦Ù¦Ù¦üF*
f8e4m3fnxf8e5m2->bf16¦Ù¦Ù¦üF*
f8e5m2xf8e4m3fn->bf16ÖœÏ´®½F
¤€€ €*
bf16xbf16->bf16„«¶õøV*
f32xf32->f32‹áø»ºü*"
f8e4m3fnxf8e4m3fn->bf16¡ùš”¯¿€*
f8e4m3fnxf8e5m2->bf16³Ôâç³Î~*
f8e5m2xf8e4m3fn->bf16Àğ…Ö‚¶
¦€€ €*
bf16xbf16->bf16Ë‰Ä–“¦r*
f32xf32->f32ÃÀâÕ¨€0*"
f8e4m3fnxf8e4m3fn->bf16‰ØŞ±†ÌÙ* 
f8e4m3fnxf8e5m2->bf16‰ØŞ±†ÌÙ* 
f8e5m2xf8e4m3fn->bf16‰ØŞ±†ÌÙ
§€€ €*
bf16xbf16->bf16í¶ÛíÎˆ*
f32xf32->f32Œ‡­Ñ†¤?*"
f8e4m3fnxf8e4m3fn->bf16Äº³ĞåÚ²* 
f8e4m3fnxf8e5m2->bf16¨”…°×½³* 
f8e5m2xf8e4m3fn->bf16í‘°†È„°
§€€  €*
bf16xbf16->bf16•×ÙºÀ›*
f32xf32->f32Ìóï›ÇµF*"
f8e4m3fnxf8e4m3fn->bf16Úçì©Á°…* 
f8e4m3fnxf8e5m2->bf16š¹³•”Áˆ* 
f8e5m2xf8e4m3fn->bf16ÌÕ¸»Îöù
£€€ €*
bf16xbf16->bf16Ãá°˜ÌÔH*
f32xf32->f32Ïì­Ù*!
f8e4m3fnxf8e4m3fn->bf16¯¯Ššò~*
f8e4m3fnxf8e5m2->bf16ˆÂ„‡{*
f8e5m2xf8e4m3fn->bf16…üâÕŸì}
¦€€ €*
bf16xbf16->bf16Æ…Ë¢±x*
f32xf32->f32ÏçÈÁ·®&*"
f8e4m3fnxf8e4m3fn->bf16ïşï†Ø* 
f8e4m3fnxf8e5m2->bf16®îäó€Ö×* 
f8e5m2xf8e4m3fn->bf16™ˆî¾šÙ
§€€ €*
bf16xbf16->bf16†Ãá°˜©‘*
f32xf32->f32İ¬‘–†ï3*"
f8e4m3fnxf8e4m3fn->bf16Ò”¥©Ê‚»* 
f8e4m3fnxf8e5m2->bf16¶·–ÏÎº* 
f8e5m2xf8e4m3fn->bf16¬©ÔÖ¶»
§€€ €*
bf16xbf16->bf16¦óÖºÍÈ¤*
f32xf32->f32¤Ú¡ÒÊD*"
f8e4m3fnxf8e4m3fn->bf16¿ğÏ’—Õš* 
f8e4m3fnxf8e5m2->bf16°åÄ…Öœ–* 
f8e5m2xf8e4m3fn->bf16ëø®ïõ—
§€€  €*
bf16xbf16->bf16µ³ÔŞ»¬¤*
f32xf32->f32÷ÒÙï¥“I*"
f8e4m3fnxf8e4m3fn->bf16³‚·²†Ê* 
f8e4m3fnxf8e5m2->bf16ÏÄµŞÒ’Ğ* 
f8e5m2xf8e4m3fn->bf16®ÇÜÇíáÈ
¦€€ € *
bf16xbf16->bf16¾¸÷Œ¼ØZ*
f32xf32->f32¬²Øıç‡7*"
f8e4m3fnxf8e4m3fn->bf16âµŸõ¬É* 
f8e4m3fnxf8e5m2->bf16ÿ¥÷Ê¸Ê* 
f8e5m2xf8e4m3fn->bf16ÕÂø”’åË
§€€ € *
bf16xbf16->bf16´Ü¾²œñ–*
f32xf32->f32·„™‡°ì(*"
f8e4m3fnxf8e4m3fn->bf16Ø÷˜µˆ½* 
f8e4m3fnxf8e5m2->bf16¶ºÅÆ›æµ* 
f8e5m2xf8e4m3fn->bf16Àÿüí“§¾
§€€ € *
bf16xbf16->bf16çÃŸ ¸ìª*
f32xf32->f32¯®ƒ«©ËD*"
f8e4m3fnxf8e4m3fn->bf16ëø®ïõ—* 
f8e4m3fnxf8e5m2->bf16©úµ¿å›‘* 
f8e5m2xf8e4m3fn->bf16¥”ÀÓš“
§€€ € *
bf16xbf16->bf16Â•àÉµƒ«*
f32xf32->f32œ¿†ºûG*"
f8e4m3fnxf8e4m3fn->bf16îëÚœ„Ó* 
f8e4m3fnxf8e5m2->bf16Ü›ß×œãË* 
f8e5m2xf8e4m3fn->bf16Ñ©ç¯ûĞÖ
§€€  € *
bf16xbf16->bf16ªÙ€•Ø½¯*
f32xf32->f32Â´íÓÕÙJ*"
f8e4m3fnxf8e4m3fn->bf16ŒœŸ†Î¯Ü* 
f8e4m3fnxf8e5m2->bf16Ò·¡ú–ôÛ* 
f8e5m2xf8e4m3fn->bf16Ê×†•¯ÍÜ
£€ € €*
bf16xbf16->bf16Ÿß—…¹Ä *
f32xf32->f32ƒ›ë™çÙ*!
f8e4m3fnxf8e4m3fn->bf16Ø“öÄ×$*
f8e4m3fnxf8e5m2->bf16Ôå˜ğù$*
f8e5m2xf8e4m3fn->bf16 ‰ŞÑ©â$
£€ € €*
bf16xbf16->bf16Õü×ŸüÙ1*
f32xf32->f32Ç­‘è°î*!
f8e4m3fnxf8e4m3fn->bf16¿¾¯ŠòˆA*
f8e4m3fnxf8e5m2->bf16¿¾¯ŠòˆA*
f8e5m2xf8e4m3fn->bf16¿¾¯ŠòˆA
£€ € €*
bf16xbf16->bf16ìà‹ĞÉ‰F*
f32xf32->f32¡°Úù‚(*!
f8e4m3fnxf8e4m3fn->bf16—·ò¹€ëk*
f8e4m3fnxf8e5m2->bf16 ÜĞæÉüm*
f8e5m2xf8e4m3fn->bf16¹Œ¾‘òj
¦€ € €*
bf16xbf16->bf16À³ÎûˆûZ*
f32xf32->f32œç¹Î³œ1*"
f8e4m3fnxf8e4m3fn->bf16ÏüÃö× ¡* 
f8e4m3fnxf8e5m2->bf16×‚„†ÉãŸ* 
f8e5m2xf8e4m3fn->bf16…­‡–®Ÿ
¦€ €  €*
bf16xbf16->bf16Å×…êÙ¤j*
f32xf32->f32©µƒ©‰‘4*"
f8e4m3fnxf8e4m3fn->bf16™ˆî¾šÙ* 
f8e4m3fnxf8e5m2->bf16ã™¡¤é§Ğ* 
f8e5m2xf8e4m3fn->bf16§õÎóÍÜÖ
£€ € €*
bf16xbf16->bf16†ÂÇÛÏ¦6*
f32xf32->f32İÏïµ‹Ø*!
f8e4m3fnxf8e4m3fn->bf16‰Øéş¤ÿE*
f8e4m3fnxf8e5m2->bf16‹„»Á°ÖE*
f8e5m2xf8e4m3fn->bf16‹„»Á°ÖE
£€ € €*
bf16xbf16->bf16ƒö¦¢O*
f32xf32->f32·Ò¤¬Ğ+*!
f8e4m3fnxf8e4m3fn->bf16¦™å”Ó¸w*
f8e4m3fnxf8e5m2->bf16÷÷÷÷÷’x*
f8e5m2xf8e4m3fn->bf16Àğ…Ö‚¶
¦€ € €*
bf16xbf16->bf16À£ÛÓg*
f32xf32->f32™¨³Ìô¯6*"
f8e4m3fnxf8e4m3fn->bf16ıÖÏŒÀ‹¼* 
f8e4m3fnxf8e5m2->bf16†¯Šæ€’¾* 
f8e5m2xf8e4m3fn->bf16ıÖÏŒÀ‹¼
¦€ € €*
bf16xbf16->bf16 œè¨à|*
f32xf32->f32Ä©‰Ó’Ö@*"
f8e4m3fnxf8e4m3fn->bf16š˜Ğ±ÄÊ * 
f8e4m3fnxf8e5m2->bf16ºÄÕ–ö * 
f8e5m2xf8e4m3fn->bf16Î—±ÃÀñ
§€ €  €*
bf16xbf16->bf16ÊŸ°ôø¶‹*
f32xf32->f32 ‘ò‹¡0*"
f8e4m3fnxf8e4m3fn->bf16İ‰Ù›‘÷ä* 
f8e4m3fnxf8e5m2->bf16ĞÑ™ÈÇç* 
f8e5m2xf8e4m3fn->bf16İ¸—îÅÛå
¤€ € €*
bf16xbf16->bf16Íƒ’ÚÂûU*
f32xf32->f32âÜÇÒåª!*"
f8e4m3fnxf8e4m3fn->bf16ğğ‹Òˆâ€*
f8e4m3fnxf8e5m2->bf16èæû©œ‰}*
f8e5m2xf8e4m3fn->bf16¯¯Ššò~
¦€ € €*
bf16xbf16->bf16Ú¿ßˆÂÛp*
f32xf32->f32±ıãµíñ/*"
f8e4m3fnxf8e4m3fn->bf16ˆ¤úŠßÑ* 
f8e4m3fnxf8e5m2->bf16¹·è¦ü«Ü* 
f8e5m2xf8e4m3fn->bf16€»®ˆÄÅİ
§€ € €*
bf16xbf16->bf16£†Ô³–‹ˆ*
f32xf32->f32×¢ô¯¿ƒ;*"
f8e4m3fnxf8e4m3fn->bf16ù‡í¯ÁÂ* 
f8e4m3fnxf8e5m2->bf16‡ßß¥Š¢Ç* 
f8e5m2xf8e4m3fn->bf16äˆ«ŠœËÈ
§€ € €*
bf16xbf16->bf16™†´Â’Í›*
f32xf32->f32ÆÅöæ’»?*"
f8e4m3fnxf8e4m3fn->bf16øËÓöÌÇ®* 
f8e4m3fnxf8e5m2->bf16”Ö‰ıôˆ­* 
f8e5m2xf8e4m3fn->bf16×É¡—¹‘µ
§€ €  €*
bf16xbf16->bf16†Û›Ë§§*
f32xf32->f32ı…Àİµ¥G*"
f8e4m3fnxf8e4m3fn->bf16æ×Õç¶ø* 
f8e4m3fnxf8e5m2->bf16æ×Õç¶ø* 
f8e5m2xf8e4m3fn->bf16¢â„˜©šù
¦€ € €*
bf16xbf16->bf16¶´£›Ú©w*
f32xf32->f32±ª öÖ$*"
f8e4m3fnxf8e4m3fn->bf16‰ØŞ±†ÌÙ* 
f8e4m3fnxf8e5m2->bf16É¤’ÉäıÙ* 
f8e5m2xf8e4m3fn->bf16÷œËÃüŞÜ
§€ € €*
bf16xbf16->bf16ÀÅô€Ü*
f32xf32->f32ÀÉÎš¬0*"
f8e4m3fnxf8e4m3fn->bf16ØÌĞšÊÎÒ* 
f8e4m3fnxf8e5m2->bf16¿šÆ’Ò* 
f8e5m2xf8e4m3fn->bf16áœÌÃ¹òÖ
§€ € €*
bf16xbf16->bf16º†ÖĞ³¤*
f32xf32->f32¹Ş»©ã@*"
f8e4m3fnxf8e4m3fn->bf16«ËùçÆáÀ* 
f8e4m3fnxf8e5m2->bf16Õ³¤Å¹û¿* 
f8e5m2xf8e4m3fn->bf16öøëñ×ƒÂ
§€ € €*
bf16xbf16->bf16İí°¤¦*
f32xf32->f32Ï£éÛŸË>*"
f8e4m3fnxf8e4m3fn->bf16ÜçÓçĞ£ˆ* 
f8e4m3fnxf8e5m2->bf16É«¦®¹‡* 
f8e5m2xf8e4m3fn->bf16„‘ÊœÒ÷
§€ €  €*
bf16xbf16->bf16”¾Ó¤ÈÎ¬*
f32xf32->f32ğ±ñùá¢J*"
f8e4m3fnxf8e4m3fn->bf16±ö•œ¬Ò * 
f8e4m3fnxf8e5m2->bf16ö¾¨”À™š* 
f8e5m2xf8e4m3fn->bf16ğÆ”Ùİİœ
§€ € € *
bf16xbf16->bf16ãûŒî‡*
f32xf32->f32×Àì‹¿ò&*"
f8e4m3fnxf8e4m3fn->bf16›ê÷ìÓÄ* 
f8e4m3fnxf8e5m2->bf16õÊïõ‰Í* 
f8e5m2xf8e4m3fn->bf16ÕªÕªò½
§€ € € *
bf16xbf16->bf16¬¬ú¿Ì¾¨*
f32xf32->f32›¾éí¯4*"
f8e4m3fnxf8e4m3fn->bf16åô«‰ÆÁ½* 
f8e4m3fnxf8e5m2->bf16°‘Ê€‹ñ¹* 
f8e5m2xf8e4m3fn->bf16ÚÔâ«³£Ã
§€ € € *
bf16xbf16->bf16„ŠÔåß©*
f32xf32->f32ê™³×ı D*"
f8e4m3fnxf8e4m3fn->bf16È¡Ù±ïğ* 
f8e4m3fnxf8e5m2->bf16‰†¶‡Âå‚* 
f8e5m2xf8e4m3fn->bf16êØ‡³Ò•
§€ € € *
bf16xbf16->bf16³¤¼¹¿±*
f32xf32->f32‰òé®´ÆH*"
f8e4m3fnxf8e4m3fn->bf16»Í¡¼¦¾š* 
f8e4m3fnxf8e5m2->bf16Ú«ıóğœ* 
f8e5m2xf8e4m3fn->bf16’ô³­÷¡
§€ €  € *
bf16xbf16->bf16£‹Ø“ñì¶*
f32xf32->f32¾½š¼µL*"
f8e4m3fnxf8e4m3fn->bf16ñÛ’™ŸÿÀ* 
f8e4m3fnxf8e5m2->bf16™‹šóÏÅ* 
f8e5m2xf8e4m3fn->bf16œ¡éÓú²À
£€€ €*
bf16xbf16->bf16 Ø²«Ç·*
f32xf32->f32¡®°¨õ*!
f8e4m3fnxf8e4m3fn->bf16§ğŸóÙÓ*
f8e4m3fnxf8e5m2->bf16°ê—çÌÔ*
f8e5m2xf8e4m3fn->bf16°ê—çÌÔ
£€€ €*
bf16xbf16->bf16½Ó·úì®
*
f32xf32->f32¸ «ä¥¿*!
f8e4m3fnxf8e4m3fn->bf16Ë–­ÚÉ*
f8e4m3fnxf8e5m2->bf16çÈŠóöÿ*
f8e5m2xf8e4m3fn->bf16ÍºÓî¤ş
£€€ €*
bf16xbf16->bf16¢¥Â­Ùš*
f32xf32->f32÷”Úğ¼ÿ*!
f8e4m3fnxf8e4m3fn->bf16Ä‹êœÉß*
f8e4m3fnxf8e5m2->bf16»Ã¶âßâ*
f8e5m2xf8e4m3fn->bf16Ä‹êœÉß
£€€ €*
bf16xbf16->bf16ÖßÒÀÚé*
f32xf32->f32Ï©³¼×Ó*!
f8e4m3fnxf8e4m3fn->bf16Ğ½‰Ú©#*
f8e4m3fnxf8e5m2->bf16†¶Ö³Î³#*
f8e5m2xf8e4m3fn->bf16†¶Ö³Î³#
£€€  €*
bf16xbf16->bf16÷äĞÇ Â0*
f32xf32->f32÷Ò«ÚŞ™*!
f8e4m3fnxf8e4m3fn->bf16ê çƒØÜ8*
f8e4m3fnxf8e5m2->bf16ê çƒØÜ8*
f8e5m2xf8e4m3fn->bf16Õôçœ§8
£€€ €*
bf16xbf16->bf16…©ùÃ ê	*
f32xf32->f32‹éÙ•Äş*!
f8e4m3fnxf8e4m3fn->bf16“ñàûµ¢*
f8e4m3fnxf8e5m2->bf16”­“¿–
*
f8e5m2xf8e4m3fn->bf16Õ™õ®­£
£€€ €*
bf16xbf16->bf16¢©€»í›*
f32xf32->f32·ıä€Üà*!
f8e4m3fnxf8e4m3fn->bf16Ó·ú¦¯¢*
f8e4m3fnxf8e5m2->bf16ÇÕ•‹¦¨*
f8e5m2xf8e4m3fn->bf16û‘¸Ÿ¢±
£€€ €*
bf16xbf16->bf16Ë¨úœ¡ *
f32xf32->f32ƒ›ë™çÙ*!
f8e4m3fnxf8e4m3fn->bf16ùš”¯ó‰*
f8e4m3fnxf8e5m2->bf16ğ†Õÿåÿ*
f8e5m2xf8e4m3fn->bf16á°˜Œ¦ª$
£€€ €*
bf16xbf16->bf16ÖÖ¬˜¡5*
f32xf32->f32ÿ¼•‹‡Í*!
f8e4m3fnxf8e4m3fn->bf16ÏÀÔäù ;*
f8e4m3fnxf8e5m2->bf16àŸàŸ ’;*
f8e5m2xf8e4m3fn->bf16€€€À²Í;
£€€  €*
bf16xbf16->bf16”¥©ÊÒàN*
f32xf32->f32®Í©÷êš**!
f8e4m3fnxf8e4m3fn->bf16Ü×‚³É®U*
f8e4m3fnxf8e5m2->bf16–ëÓÅœÍU*
f8e5m2xf8e4m3fn->bf16„«¶õøV
£€€ €*
bf16xbf16->bf16ÔŒ•£¥â*
f32xf32->f32ÁÍõÌóì*!
f8e4m3fnxf8e4m3fn->bf16ë’‡ñÊ®*
f8e4m3fnxf8e5m2->bf16Ô›ƒ­Ö•*
f8e5m2xf8e4m3fn->bf16¢©€»í›
£€€ €*
bf16xbf16->bf16èÄ¦´¢è *
f32xf32->f32ò¦‡°½*!
f8e4m3fnxf8e4m3fn->bf16³ÔãÀ%*
f8e4m3fnxf8e5m2->bf16µ¸ñ‡¡”$*
f8e5m2xf8e4m3fn->bf16 ‰ŞÑ©â$
£€€ €*
bf16xbf16->bf16úÑÕÉĞñ6*
f32xf32->f32ÿŞõˆÔÊ*!
f8e4m3fnxf8e4m3fn->bf16ğ›¢“·<*
f8e4m3fnxf8e5m2->bf16àäœˆğ£=*
f8e5m2xf8e4m3fn->bf16”¸¥î§<
£€€ €*
bf16xbf16->bf16ñÊî› …S*
f32xf32->f32ĞóïèœÂ!*!
f8e4m3fnxf8e4m3fn->bf16°ù–ó\*
f8e4m3fnxf8e5m2->bf16¦¤¨¹Œ[*
f8e5m2xf8e4m3fn->bf16©ıå§ğ[
£€€  €*
bf16xbf16->bf16İ©·êÍäo*
f32xf32->f32·Ö—´­‹+*!
f8e4m3fnxf8e4m3fn->bf16„ªü®ÿŞx*
f8e4m3fnxf8e5m2->bf16²°”à¡»y*
f8e5m2xf8e4m3fn->bf16÷÷÷÷÷’x
£€€ €*
bf16xbf16->bf16€ê‰²Îò*
f32xf32->f32ÛĞ–‰¦*!
f8e4m3fnxf8e4m3fn->bf16­å…îêÂ"*
f8e4m3fnxf8e5m2->bf16„ì´¿Òÿ"*
f8e5m2xf8e4m3fn->bf16éÕÏ°²õ"
£€€ €*
bf16xbf16->bf16´„ËûôÎ4*
f32xf32->f32´éÒ¥Ëó#*!
f8e4m3fnxf8e4m3fn->bf16€Íë÷¯å<*
f8e4m3fnxf8e5m2->bf16ëªƒ””=*
f8e5m2xf8e4m3fn->bf16„¡ˆÂÀÃ=
£€€ €*
bf16xbf16->bf16 éšù³ùP*
f32xf32->f32¶ğ…èä„#*!
f8e4m3fnxf8e4m3fn->bf16íËĞ½‰¶Z*
f8e4m3fnxf8e5m2->bf16€€€€„¯_*
f8e5m2xf8e4m3fn->bf16î´¼ î‚Z
£€€ €*
bf16xbf16->bf16ìí’ĞÔ³p*
f32xf32->f32¯†ÆÂú%*!
f8e4m3fnxf8e4m3fn->bf16×ãôıÏ·|*
f8e4m3fnxf8e5m2->bf16ÎÊ” Â×z*
f8e5m2xf8e4m3fn->bf16—óÕõ”Ø|
§€€  €*
bf16xbf16->bf16…°ò­€ãˆ*
f32xf32->f32ë§È²úğ-*"
f8e4m3fnxf8e4m3fn->bf16Ï¹Ş£¢‹* 
f8e4m3fnxf8e5m2->bf16Úò´ ©Š‰* 
f8e5m2xf8e4m3fn->bf16ƒÖˆ×Õ©„
£€€ € *
bf16xbf16->bf16´‹ êºÀ**
f32xf32->f32ğÿ#*!
f8e4m3fnxf8e4m3fn->bf16®¨ó¤ş6*
f8e4m3fnxf8e5m2->bf16œ¡Ê¼Ö:*
f8e5m2xf8e4m3fn->bf16âšÑÏÑ5
£€€ € *
bf16xbf16->bf16”¤®À×ûD*
f32xf32->f32†Æ„ó‘‘.*!
f8e4m3fnxf8e4m3fn->bf16©ıå§ğ[*
f8e4m3fnxf8e5m2->bf16•Ä¶øù¤Z*
f8e5m2xf8e4m3fn->bf16î´¼ î‚Z
£€€ € *
bf16xbf16->bf16“““““`*
f32xf32->f32îû®í‡‹)*!
f8e4m3fnxf8e4m3fn->bf16ñ¡ßÿ±ùy*
f8e4m3fnxf8e5m2->bf16ÓĞ©ˆ‡|*
f8e5m2xf8e4m3fn->bf16²°”à¡»y
§€€ € *
bf16xbf16->bf16ÁÎ¿£óˆ†*
f32xf32->f32â¢•À'*"
f8e4m3fnxf8e4m3fn->bf16Âö¥è¾¤* 
f8e4m3fnxf8e5m2->bf16¨ó¤ Ü»‰* 
f8e5m2xf8e4m3fn->bf16Û³Î§ô‹
§€€  € *
bf16xbf16->bf16Í¹“¦í˜–*
f32xf32->f32±ñ›£ƒµ3*"
f8e4m3fnxf8e4m3fn->bf16ÆÚ¹Ä¯’* 
f8e4m3fnxf8e5m2->bf16çÿ¼ñŞŞ“* 
f8e5m2xf8e4m3fn->bf16ØİáÍÔ®’
£€€ €*
bf16xbf16->bf16ªÕªÕŠ–
*
f32xf32->f32¬ğÙ”ŠÃ*!
f8e4m3fnxf8e4m3fn->bf16¨âÏÑÈô*
f8e4m3fnxf8e5m2->bf16”âÿ¬³ù*
f8e5m2xf8e4m3fn->bf16”âÿ¬³ù
£€€ €*
bf16xbf16->bf16€€€€´‰*
f32xf32->f32€€€€Àš*!
f8e4m3fnxf8e4m3fn->bf16ÈèŠ¶¦·*
f8e4m3fnxf8e5m2->bf16‘á©š¿Ã*
f8e5m2xf8e4m3fn->bf16‘á©š¿Ã
£€€ €*
bf16xbf16->bf16ØÚ÷ïØñ*
f32xf32->f32ŒœŸ†îÍ*!
f8e4m3fnxf8e4m3fn->bf16Ñ¶±àË$*
f8e4m3fnxf8e5m2->bf16ÅÊ„Û²µ$*
f8e5m2xf8e4m3fn->bf16ÙáşİØí$
£€€ €*
bf16xbf16->bf16ƒØÄ£‘0*
f32xf32->f32¹ÍˆÈÒ*!
f8e4m3fnxf8e4m3fn->bf16Ğğı×¼—?*
f8e4m3fnxf8e5m2->bf16˜æÊÆå>*
f8e5m2xf8e4m3fn->bf16Ğğı×¼—?
£€€  €*
bf16xbf16->bf16¶Ûí¶§D*
f32xf32->f32ùù°Åñ»%*!
f8e4m3fnxf8e4m3fn->bf16ÓÊƒú‰ö^*
f8e4m3fnxf8e5m2->bf16Á®ê‚¶`*
f8e5m2xf8e4m3fn->bf16Ã—…³€‰_
£€€ €*
bf16xbf16->bf16¢¥Â­Ùš*
f32xf32->f32Ÿ õØ÷Ò*!
f8e4m3fnxf8e4m3fn->bf16İŞª¦ê*
f8e4m3fnxf8e5m2->bf16³í¬›«…*
f8e5m2xf8e4m3fn->bf16ˆ›†ä½œ
£€€ €*
bf16xbf16->bf16£ëùå±!*
f32xf32->f32ïïË¤ƒç*!
f8e4m3fnxf8e4m3fn->bf16Ôå˜ğù$*
f8e4m3fnxf8e5m2->bf16Ôå˜ğù$*
f8e5m2xf8e4m3fn->bf16³ÔãÀ%
£€€ €*
bf16xbf16->bf16îÚ‰ÿŠ7*
f32xf32->f32«¦¬°å±*!
f8e4m3fnxf8e4m3fn->bf16ñ¸œÇèC*
f8e4m3fnxf8e5m2->bf16¢Û™áˆ¯C*
f8e5m2xf8e4m3fn->bf16Ÿ’ÀßñûC
£€€ €*
bf16xbf16->bf16¨Ì…ã¹N*
f32xf32->f32Ó¼üÁ„**!
f8e4m3fnxf8e4m3fn->bf16›¢ï€Ğg*
f8e4m3fnxf8e5m2->bf16¤’É¤òşl*
f8e5m2xf8e4m3fn->bf16ÇÏÚºÈm
¦€€  €*
bf16xbf16->bf16Ú„ßæ°ˆf*
f32xf32->f32ääÂÚèÑ4*"
f8e4m3fnxf8e4m3fn->bf16ŠÕ¥ñÙ* 
f8e4m3fnxf8e5m2->bf16úşŞ¤š¸* 
f8e5m2xf8e4m3fn->bf16«ÛÈë™£
£€€ €*
bf16xbf16->bf16¨øş«ŞË*
f32xf32->f32àˆ˜‚Ö¦*!
f8e4m3fnxf8e4m3fn->bf16€€€€è’&*
f8e4m3fnxf8e5m2->bf16óğÏÎê¾%*
f8e5m2xf8e4m3fn->bf16¯†ÆÂú%
£€€ €*
bf16xbf16->bf16ö¶‰¨ê™8*
f32xf32->f32¨ëÀœÉÓ*!
f8e4m3fnxf8e4m3fn->bf16Ò«ŸáäêE*
f8e4m3fnxf8e5m2->bf16¤æú•ÜñD*
f8e5m2xf8e4m3fn->bf16Ô¹’îİD
£€€ €*
bf16xbf16->bf16¬ÒÃåˆW*
f32xf32->f32ª ß†Ï“!*!
f8e4m3fnxf8e4m3fn->bf16Ü›´“ş•n*
f8e4m3fnxf8e5m2->bf16»Îå¡¾¯n*
f8e5m2xf8e4m3fn->bf16´Â»‘„Êm
¦€€ €*
bf16xbf16->bf16ìí’ĞÔ³p*
f32xf32->f32§×Í­íå/*"
f8e4m3fnxf8e4m3fn->bf16Ñ‚˜‹Æóœ* 
f8e4m3fnxf8e5m2->bf16ÖÔ€ª«Û* 
f8e5m2xf8e4m3fn->bf16†Û›Ë§§
§€€  €*
bf16xbf16->bf16Ú×æ ¼ˆ*
f32xf32->f32ï½Ìä²‰:*"
f8e4m3fnxf8e4m3fn->bf16×ö¦Ô* 
f8e4m3fnxf8e5m2->bf16šæÎÅ´—Ó* 
f8e5m2xf8e4m3fn->bf16ÕñÿÆªÌÕ
£€€ €*
bf16xbf16->bf16­Â¯³˜„3*
f32xf32->f32¬†©¾Ÿ*!
f8e4m3fnxf8e4m3fn->bf16ñ…ä¤ñ“F*
f8e4m3fnxf8e5m2->bf16„ÿ”ˆÂE*
f8e5m2xf8e4m3fn->bf16ÖœÏ´®½F
£€€ €*
bf16xbf16->bf16Ş¸„¾É¾Q*
f32xf32->f32öìÃó‰ı"*!
f8e4m3fnxf8e4m3fn->bf16–Õøêìèp*
f8e4m3fnxf8e5m2->bf16¨§È¹Êo*
f8e5m2xf8e4m3fn->bf16ìí’ĞÔ³p
¦€€ €*
bf16xbf16->bf16Æ…Ë¢±x*
f32xf32->f32˜‚Ì²’(*"
f8e4m3fnxf8e4m3fn->bf16ğ­êş¦* 
f8e4m3fnxf8e5m2->bf16Ÿ°ÂÑ·ô§* 
f8e5m2xf8e4m3fn->bf16œğÀƒœ§
§€€ €*
bf16xbf16->bf16Ûº”¡„ˆ‘*
f32xf32->f32ÆØé³ïñ3*"
f8e4m3fnxf8e4m3fn->bf16ãÿ±¯®ŸØ* 
f8e4m3fnxf8e5m2->bf16ãÿ±¯®ŸØ* 
f8e5m2xf8e4m3fn->bf16‰ú»æŸ³Ù
§€€  €*
bf16xbf16->bf16×‚„†ÉãŸ*
f32xf32->f32Ï¨ÔÂ˜?*"
f8e4m3fnxf8e4m3fn->bf16€Üƒºõä* 
f8e4m3fnxf8e5m2->bf16•°ìò‰Ğç* 
f8e5m2xf8e4m3fn->bf16ƒÀÄŞ…·æ
£€€ € *
bf16xbf16->bf16Ä¶øùÇH*
f32xf32->f32£‰¿Æ¢Ò*!
f8e4m3fnxf8e4m3fn->bf16ô£«“¡ãm*
f8e4m3fnxf8e5m2->bf16„¬ï˜ƒæl*
f8e5m2xf8e4m3fn->bf16—·ò¹€ëk
¦€€ € *
bf16xbf16->bf16á€¨®g*
f32xf32->f32’¯¢”Ô‚**"
f8e4m3fnxf8e4m3fn->bf16©ÊÒ”¥Á* 
f8e4m3fnxf8e5m2->bf16˜’•»³¦œ* 
f8e5m2xf8e4m3fn->bf16èŒĞôØã˜
§€€ € *
bf16xbf16->bf16œ‚¾ßê¡—*
f32xf32->f32ì¯¤¡¢**"
f8e4m3fnxf8e4m3fn->bf16×ö¦Ô* 
f8e4m3fnxf8e5m2->bf16„´Éã’Ö* 
f8e5m2xf8e4m3fn->bf16‰ØŞ±†ÌÙ
§€€ € *
bf16xbf16->bf16Ğ‚ãÅµ‰ª*
f32xf32->f32ò·®èˆ9*"
f8e4m3fnxf8e4m3fn->bf16§Ÿ™ÄÏŞé* 
f8e4m3fnxf8e5m2->bf16ùĞà•¹Ÿñ* 
f8e5m2xf8e4m3fn->bf16§Ÿ™ÄÏŞé
§€€  € *
bf16xbf16->bf16óŠ•ÚÓ¤*
f32xf32->f32¶™¾Á©°E*"
f8e4m3fnxf8e4m3fn->bf16ë£³‚È°ş* 
f8e4m3fnxf8e5m2->bf16ë£³‚È°ş* 
f8e5m2xf8e4m3fn->bf16€á‹¬…ìş
£€€ €*
bf16xbf16->bf16€€€€´‰*
f32xf32->f32—ûóáÔú*!
f8e4m3fnxf8e4m3fn->bf16¤’É¤îÏ*
f8e4m3fnxf8e5m2->bf16á©ñÆªº*
f8e5m2xf8e4m3fn->bf16ˆ´ùîÈÆ
£€€ €*
bf16xbf16->bf16Ë¨úœ¡ *
f32xf32->f32™•×»¼Ü*!
f8e4m3fnxf8e4m3fn->bf16Ü™öÆÀ$*
f8e4m3fnxf8e5m2->bf16Ü™öÆÀ$*
f8e5m2xf8e4m3fn->bf16Ñ¶±àË$
£€€ €*
bf16xbf16->bf16’¯Ô¸Ê¦1*
f32xf32->f32İÏïµ‹Ø*!
f8e4m3fnxf8e4m3fn->bf16ó±«„úÓ@*
f8e4m3fnxf8e5m2->bf16ó±«„úÓ@*
f8e5m2xf8e4m3fn->bf16×—‡…¹?
£€€ €*
bf16xbf16->bf16Ô¹’îİD*
f32xf32->f32Ò€“ıº™'*!
f8e4m3fnxf8e4m3fn->bf16›½Ó·ú’j*
f8e4m3fnxf8e5m2->bf16ÀÄÖ°³ºk*
f8e5m2xf8e4m3fn->bf16„’½‡Åïh
¦€€  €*
bf16xbf16->bf16¾¸÷Œ¼ØZ*
f32xf32->f32¨À¾©½é.*"
f8e4m3fnxf8e4m3fn->bf16¤…’Ôµ©”* 
f8e4m3fnxf8e5m2->bf16 ƒÆ¡‘§›* 
f8e5m2xf8e4m3fn->bf16¥øÆ¦‰“
£€€ €*
bf16xbf16->bf16Ü‚±òÊ» *
f32xf32->f32¥ŞË«ä*!
f8e4m3fnxf8e4m3fn->bf16ŸÓæø®§%*
f8e4m3fnxf8e5m2->bf16˜¸¾ŒÜ›%*
f8e5m2xf8e4m3fn->bf16‘£ÆŒ‰³%
£€€ €*
bf16xbf16->bf16àÎ‹‚±±7*
f32xf32->f32ƒ ì–ö¹*!
f8e4m3fnxf8e4m3fn->bf16‰éÆìÚ™E*
f8e4m3fnxf8e5m2->bf16ş½ì´¶D*
f8e5m2xf8e4m3fn->bf16‰éÆìÚ™E
£€€ €*
bf16xbf16->bf16——ä‡İúN*
f32xf32->f32ØŒÒü¾,*!
f8e4m3fnxf8e4m3fn->bf16‚¸šã½è|*
f8e4m3fnxf8e5m2->bf16”Ìúå™“u*
f8e5m2xf8e4m3fn->bf16ÌÃ¿–²…v
¦€€ €*
bf16xbf16->bf16ö¾¾×­àf*
f32xf32->f32Œˆ­Ôş5*"
f8e4m3fnxf8e4m3fn->bf16ÇŸ£‰©* 
f8e4m3fnxf8e5m2->bf16ã¤œø¾Í¨* 
f8e5m2xf8e4m3fn->bf16œğÀƒœ§
¦€€  €*
bf16xbf16->bf16·±çÓğ|*
f32xf32->f32ÛØÇó©¸>*"
f8e4m3fnxf8e4m3fn->bf16†Îƒç—î* 
f8e4m3fnxf8e5m2->bf16íèÆ¶´Óî* 
f8e5m2xf8e4m3fn->bf16ùĞà•¹Ÿñ
£€€ €*
bf16xbf16->bf16»Ÿßë–°3*
f32xf32->f32Šñ«³İõ*!
f8e4m3fnxf8e4m3fn->bf16ÖœÏ´®½F*
f8e4m3fnxf8e5m2->bf16¦Ù¦Ù¦üF*
f8e5m2xf8e4m3fn->bf16ŒÉ—•½‘G
£€€ €*
bf16xbf16->bf16™í¹°ÍšV*
f32xf32->f32ÁÕÎÒ®*!
f8e4m3fnxf8e4m3fn->bf16©ğå©ğÇ|*
f8e4m3fnxf8e5m2->bf16àêŞ¿ãÆ{*
f8e5m2xf8e4m3fn->bf16ß£È‹Œª}
¦€€ €*
bf16xbf16->bf16ñññÆq*
f32xf32->f32áøœŒÏË/*"
f8e4m3fnxf8e4m3fn->bf16ÍÜÙŠÊ Ä* 
f8e4m3fnxf8e5m2->bf16µâï øÃ* 
f8e5m2xf8e4m3fn->bf16Ë¼Ñâ©šÅ
§€€ €*
bf16xbf16->bf16…ã‘Ô™Ùˆ*
f32xf32->f32§Œï‘ì¥=*"
f8e4m3fnxf8e4m3fn->bf16ŠÄâ÷Âè„* 
f8e4m3fnxf8e5m2->bf16çĞ÷¸Ö…* 
f8e5m2xf8e4m3fn->bf16áºƒ­¹ƒ
§€€  €*
bf16xbf16->bf16æ±…ıŞÈš*
f32xf32->f32”á´¿¶ÿD*"
f8e4m3fnxf8e4m3fn->bf16Àÿ¥ƒØ´º* 
f8e4m3fnxf8e5m2->bf16¶·–ÏÎº* 
f8e5m2xf8e4m3fn->bf16Šš‘Šî¼
£€€ €*
bf16xbf16->bf16“½Í·©¹I*
f32xf32->f32¦›«À«ÿ-*!
f8e4m3fnxf8e4m3fn->bf16…üâÕŸì}*
f8e4m3fnxf8e5m2->bf16÷÷÷÷÷’x*
f8e5m2xf8e4m3fn->bf16ùµõÙÃ~
¦€€ €*
bf16xbf16->bf16…Š”¨ĞÖw*
f32xf32->f32ò”»„³Ü%*"
f8e4m3fnxf8e4m3fn->bf16Ş“Ã‚‰Â* 
f8e4m3fnxf8e5m2->bf16¦©ó–ˆ€Ã* 
f8e5m2xf8e4m3fn->bf16µâï øÃ
§€€ €*
bf16xbf16->bf16ñæØ¿˜‚’*
f32xf32->f32©ÊÑÙñ2*"
f8e4m3fnxf8e4m3fn->bf16îª®ğÖ–”* 
f8e4m3fnxf8e5m2->bf16û÷±÷ĞÙ‘* 
f8e5m2xf8e4m3fn->bf16îª®ğÖ–”
§€€ €*
bf16xbf16->bf16ÿ¸™Øû£*
f32xf32->f32Œ¨¼÷Üç@*"
f8e4m3fnxf8e4m3fn->bf16©´¦ÿ·àÍ* 
f8e4m3fnxf8e5m2->bf16ã’àãöá¿* 
f8e5m2xf8e4m3fn->bf16ÈÖË¹øòÎ
§€€  €*
bf16xbf16->bf16Ûâ÷§Ä·¢*
f32xf32->f32¹¯îÂ÷¶H*"
f8e4m3fnxf8e4m3fn->bf16˜ÂŸÿÏ¶ç* 
f8e4m3fnxf8e5m2->bf16ŞŞŞ½ÄÓì* 
f8e5m2xf8e4m3fn->bf16Ğ‘ïù·½í
¦€€ € *
bf16xbf16->bf16ØøƒÍ¥Û[*
f32xf32->f32ĞâÄ–7*"
f8e4m3fnxf8e4m3fn->bf16±§ì‰»æ»* 
f8e4m3fnxf8e5m2->bf16ìÀò×İ²* 
f8e5m2xf8e4m3fn->bf16±§ì‰»æ»
§€€ € *
bf16xbf16->bf16÷´Ÿ«Â–*
f32xf32->f32ï…¸ŠŠı'*"
f8e4m3fnxf8e4m3fn->bf16¡­À±â* 
f8e4m3fnxf8e5m2->bf16ˆíæ„£¼* 
f8e5m2xf8e4m3fn->bf16Ûí¶Û½
§€€ € *
bf16xbf16->bf16Êé²¯ª*
f32xf32->f32ƒÕÏ® ò7*"
f8e4m3fnxf8e4m3fn->bf16õÊïõ‰Í* 
f8e4m3fnxf8e5m2->bf16Âçôï ÃÍ* 
f8e5m2xf8e4m3fn->bf16ÿö£÷ÎÌ
§€€ € *
bf16xbf16->bf16‹öÖ²¸³¨*
f32xf32->f32 Ö‡ùËF*"
f8e4m3fnxf8e4m3fn->bf16ã’Ô÷Úë* 
f8e4m3fnxf8e5m2->bf16˜‘½ å±ì* 
f8e5m2xf8e4m3fn->bf16Ğ‘ïù·½í
§€€  € *
bf16xbf16->bf16ÁÄ¼¸ƒ¯*
f32xf32->f32¦èÄ§ŠƒJ*"
f8e4m3fnxf8e4m3fn->bf16¯¯ş½Îêø* 
f8e4m3fnxf8e5m2->bf16€×ùÚ’ú* 
f8e5m2xf8e4m3fn->bf16’ñ‹óãù
£€€ €*
bf16xbf16->bf16À‘°„¬Í *
f32xf32->f32´üÈ‰Øé*!
f8e4m3fnxf8e4m3fn->bf16Ñ¶±àË$*
f8e4m3fnxf8e5m2->bf16Ñ¶±àË$*
f8e5m2xf8e4m3fn->bf16Ñ¶±àË$
£€€ €*
bf16xbf16->bf16©ÜäØƒ2*
f32xf32->f32ƒÿ”¹©Õ*!
f8e4m3fnxf8e4m3fn->bf16¹…âä•÷@*
f8e4m3fnxf8e5m2->bf16£àˆØšA*
f8e5m2xf8e4m3fn->bf16¿¾¯ŠòˆA
£€€ €*
bf16xbf16->bf16ÛÊ‹ÜÕ…E*
f32xf32->f32Ô€æÂñœ'*!
f8e4m3fnxf8e4m3fn->bf16›½Ó·ú’j*
f8e4m3fnxf8e5m2->bf16Ü›´“ş•n*
f8e5m2xf8e4m3fn->bf16¤’É¤òşl
¦€€ €*
bf16xbf16->bf16¦¤¨¹Œ[*
f32xf32->f32àŸá™ÿÍ/*"
f8e4m3fnxf8e4m3fn->bf16×‚„†ÉãŸ* 
f8e4m3fnxf8e5m2->bf16ÖÔ€ª«Û* 
f8e5m2xf8e4m3fn->bf16×‚„†ÉãŸ
¦€€  €*
bf16xbf16->bf16è÷âÛ´Òh*
f32xf32->f32º…©‰ĞÀ2*"
f8e4m3fnxf8e4m3fn->bf16Â‰ï¹âÉ* 
f8e4m3fnxf8e5m2->bf16ÿ¥÷Ê¸Ê* 
f8e5m2xf8e4m3fn->bf16ÕÂø”’åË
£€€ €*
bf16xbf16->bf16‚ÉŞÃâ·4*
f32xf32->f32ÙàÀ”Ñİ*!
f8e4m3fnxf8e4m3fn->bf16¢—ºÑë­E*
f8e4m3fnxf8e5m2->bf16„ÿ”ˆÂE*
f8e5m2xf8e4m3fn->bf16„ÿ”ˆÂE
£€€ €*
bf16xbf16->bf16ÃíÍåÓÓN*
f32xf32->f32ú¶“Ø”ò**!
f8e4m3fnxf8e4m3fn->bf16€€€€åšw*
f8e4m3fnxf8e5m2->bf16…‡´ÅÜôw*
f8e5m2xf8e4m3fn->bf16ÚÆïäÕ¢v
¦€€ €*
bf16xbf16->bf16„äµ¢ Êf*
f32xf32->f32®À¬¹Ø6*"
f8e4m3fnxf8e4m3fn->bf16ƒÔçÔÜœ»* 
f8e4m3fnxf8e5m2->bf16±Ò·ÏÄÁ»* 
f8e5m2xf8e4m3fn->bf16à™±€û¤·
¦€€ €*
bf16xbf16->bf16ÍãúÏß¿|*
f32xf32->f32ÓŞÆÕå?*"
f8e4m3fnxf8e4m3fn->bf16µìÃÙ€éŠ* 
f8e4m3fnxf8e5m2->bf16÷Îı€é³‹* 
f8e5m2xf8e4m3fn->bf16Ê…ø”ÂŠ
§€€  €*
bf16xbf16->bf16’ÒÙµ³Š*
f32xf32->f32Ïô‹Ú‚µC*"
f8e4m3fnxf8e4m3fn->bf16•úüœøË* 
f8e4m3fnxf8e5m2->bf16Ñ¨õ‚†Ç* 
f8e5m2xf8e4m3fn->bf16½àÛœÔıÍ
¤€€ €*
bf16xbf16->bf16Á‘“…‹V*
f32xf32->f32Öö¿´…*!
f8e4m3fnxf8e4m3fn->bf16…üâÕŸì}*
f8e4m3fnxf8e5m2->bf16¡áû¯ù®~* 
f8e5m2xf8e4m3fn->bf16…ƒ«èœ€
¦€€ €*
bf16xbf16->bf16´éÒ¥›™p*
f32xf32->f32ø³¦ÈÆ”7*"
f8e4m3fnxf8e4m3fn->bf16É¤’ÉäıÙ* 
f8e4m3fnxf8e5m2->bf16Ğû¤½çƒØ* 
f8e5m2xf8e4m3fn->bf16¹õ€²åáÚ
§€€ €*
bf16xbf16->bf16¾¤€¿ã÷‡*
f32xf32->f32®‡®ŠÂ;*"
f8e4m3fnxf8e4m3fn->bf16šîÔ™ñ¥¬* 
f8e4m3fnxf8e5m2->bf16Ï¢”Ûó®* 
f8e5m2xf8e4m3fn->bf16ÿø²°”Ô¯
§€€ €*
bf16xbf16->bf16òÎ™‘÷ì›*
f32xf32->f32¿ò»¢Ô±F*"
f8e4m3fnxf8e4m3fn->bf16½§†½„’„* 
f8e4m3fnxf8e5m2->bf16€€€€¼ı* 
f8e5m2xf8e4m3fn->bf16ğ•ïÑ™Ñù
§€€  €*
bf16xbf16->bf16é šÈ†Àœ*
f32xf32->f32É˜…ÜúJ*"
f8e4m3fnxf8e4m3fn->bf16’ô÷Ì¿æ²* 
f8e4m3fnxf8e5m2->bf16½êˆ³ß´* 
f8e5m2xf8e4m3fn->bf16´©ª²¸­´
¦€€ €*
bf16xbf16->bf16˜ãºÅüŠw*
f32xf32->f32Îı¿¶ÜÌ#*"
f8e4m3fnxf8e4m3fn->bf16ãñ¸œŞöÓ* 
f8e4m3fnxf8e5m2->bf16ôØÚ²á„Õ* 
f8e5m2xf8e4m3fn->bf16óš˜ü¢äÕ
§€€ €*
bf16xbf16->bf16ˆíğó»*
f32xf32->f32—Ñô¹ºÂ@*"
f8e4m3fnxf8e4m3fn->bf16±¤ªöæÌ¸* 
f8e4m3fnxf8e5m2->bf16â¼»†‰¡´* 
f8e5m2xf8e4m3fn->bf16¬©ÔÖ¶»
§€€ €*
bf16xbf16->bf16èµ¶ĞÄ¤*
f32xf32->f32•öş¨»D*"
f8e4m3fnxf8e4m3fn->bf16Ò‰ÔÆÆó* 
f8e4m3fnxf8e5m2->bf16…“ŞŸòÄ“* 
f8e5m2xf8e4m3fn->bf16šÍ˜¨£Å”
§€€ €*
bf16xbf16->bf16©«Â¨·¤*
f32xf32->f32Æ§‹àÔïH*"
f8e4m3fnxf8e4m3fn->bf16“ Üı¸ÏÉ* 
f8e4m3fnxf8e5m2->bf16óĞíğ¨¦·* 
f8e5m2xf8e4m3fn->bf16ÑŸ¶ØŠº
§€€  €*
bf16xbf16->bf16çãåµÃêª*
f32xf32->f32„èªùòL*"
f8e4m3fnxf8e4m3fn->bf16æ‰•²ú–Ö* 
f8e4m3fnxf8e5m2->bf16Ê«–ï¬Ø* 
f8e5m2xf8e4m3fn->bf16˜ØƒÛ±Õ
§€€ € *
bf16xbf16->bf16­Ü¦–¦¾‚*
f32xf32->f32”â×æºë%*"
f8e4m3fnxf8e4m3fn->bf16¸„ü¾ÕÃ®* 
f8e4m3fnxf8e5m2->bf16ÿø²°”Ô¯* 
f8e5m2xf8e4m3fn->bf16ÏœÜŒğ£¯
§€€ € *
bf16xbf16->bf16Ûâì¡ä©*
f32xf32->f32©ºşÅ§E*"
f8e4m3fnxf8e4m3fn->bf16ç¹Îóœã‰* 
f8e4m3fnxf8e5m2->bf16Ğ¹ışåˆ…* 
f8e5m2xf8e4m3fn->bf16çˆÉå¤¯‹
§€€ € *
bf16xbf16->bf16‹öÖ²¸³¨*
f32xf32->f32ûÅ´êŠ¼G*"
f8e4m3fnxf8e4m3fn->bf16¼øğáÃÇË* 
f8e4m3fnxf8e5m2->bf16“ Üı¸ÏÉ* 
f8e5m2xf8e4m3fn->bf16øß±ÚéÎ
§€€ € *
bf16xbf16->bf16Ş¼èƒ‹¥°*
f32xf32->f32Ó‰÷ôÜÒJ*"
f8e4m3fnxf8e4m3fn->bf16â¡Òô„°Ô* 
f8e4m3fnxf8e5m2->bf16•§€úÛõÒ* 
f8e5m2xf8e4m3fn->bf16ñİìÊıÒ
§€€  € *
bf16xbf16->bf16‡´Ÿ÷·‡¶*
f32xf32->f32÷Ã´–¼˜L*"
f8e4m3fnxf8e4m3fn->bf16ÅÅ¤ÍÚÅô* 
f8e4m3fnxf8e5m2->bf16µôò€Ü€ù* 
f8e5m2xf8e4m3fn->bf16ÃÁº•ÄÚ÷
£€ € €*
bf16xbf16->bf16ŞÈÎ­¡ô/*
f32xf32->f32Æ÷êø®¿*!
f8e4m3fnxf8e4m3fn->bf16¹…âä•÷@*
f8e4m3fnxf8e5m2->bf16¹…âä•÷@*
f8e5m2xf8e4m3fn->bf16¿¾¯ŠòˆA
£€ € €*
bf16xbf16->bf16¸¨³êÖE*
f32xf32->f32Áİ³²ôÃ'*!
f8e4m3fnxf8e4m3fn->bf16ñ¸œ¯ûi*
f8e4m3fnxf8e5m2->bf16Œ„·ŸÍl*
f8e5m2xf8e4m3fn->bf16—·ò¹€ëk
¦€ € €*
bf16xbf16->bf16­ööïğ“Z*
f32xf32->f32àûú‚Â‡/*"
f8e4m3fnxf8e4m3fn->bf16è‡³šèĞ¥* 
f8e4m3fnxf8e5m2->bf16ÏüÃö× ¡* 
f8e5m2xf8e4m3fn->bf16è‡³šèĞ¥
¦€ € €*
bf16xbf16->bf16èÇœ§¢¯i*
f32xf32->f32£áˆ¯ˆğ1*"
f8e4m3fnxf8e4m3fn->bf16¸Ÿ‚÷£”Ö* 
f8e4m3fnxf8e5m2->bf16«ÃÇ˜µî×* 
f8e5m2xf8e4m3fn->bf16¸Ÿ‚÷£”Ö
¦€ €  €*
bf16xbf16->bf16Çùá‘¶îr*
f32xf32->f32éÿî¢û6*"
f8e4m3fnxf8e4m3fn->bf16¢®™ô£¼ï* 
f8e4m3fnxf8e5m2->bf16ùĞà•¹Ÿñ* 
f8e5m2xf8e4m3fn->bf16­æŠ¾¨¬ï
£€ € €*
bf16xbf16->bf16ĞãĞÈÓM*
f32xf32->f32è¬åé‚Á&*!
f8e4m3fnxf8e4m3fn->bf16­Ûƒı›‡v*
f8e4m3fnxf8e5m2->bf16«©­¥µßv*
f8e5m2xf8e4m3fn->bf16­Ûƒı›‡v
¦€ € €*
bf16xbf16->bf16„äµ¢ Êf*
f32xf32->f32Ü††ßˆ¹5*"
f8e4m3fnxf8e4m3fn->bf16¦•‡ô“ì½* 
f8e4m3fnxf8e5m2->bf16¦•‡ô“ì½* 
f8e5m2xf8e4m3fn->bf16«ÎìöÕ¼
¦€ € €*
bf16xbf16->bf16ÍãúÏß¿|*
f32xf32->f32ÖÏÎ®­ß>*"
f8e4m3fnxf8e4m3fn->bf16ºÄÕ–ö * 
f8e4m3fnxf8e5m2->bf16¥Ë–­ÚœŸ* 
f8e5m2xf8e4m3fn->bf16’“±šÈŸ
§€ € €*
bf16xbf16->bf16ğšø¬§‹*
f32xf32->f32Ã™óŞÎóA*"
f8e4m3fnxf8e4m3fn->bf16÷û±³„ë* 
f8e4m3fnxf8e5m2->bf16˜‘½ å±ì* 
f8e5m2xf8e4m3fn->bf16Ò¶«ı³¿ê
§€ €  €*
bf16xbf16->bf16­‡–åà‡*
f32xf32->f32Ğ† ÈŸ‚H*"
f8e4m3fnxf8e4m3fn->bf16Í£šÇ´š”* 
f8e4m3fnxf8e5m2->bf16éˆä­ÄÇ* 
f8e5m2xf8e4m3fn->bf16İÙ¼’²Ú’
¦€ € €*
bf16xbf16->bf16®ş‡²£o*
f32xf32->f32óæ“½Ú‹%*"
f8e4m3fnxf8e4m3fn->bf16§ñ’ÃàÈ* 
f8e4m3fnxf8e5m2->bf16Á¨æŞ²‘Ç* 
f8e5m2xf8e4m3fn->bf16õ€ÄÙ¯Ú
§€ € €*
bf16xbf16->bf16â»¿«¼Ç‡*
f32xf32->f32•‡é­³4*"
f8e4m3fnxf8e4m3fn->bf16¥ëäÏåÃ* 
f8e4m3fnxf8e5m2->bf16‡ßß¥Š¢Ç* 
f8e5m2xf8e4m3fn->bf16„ÎÊ‰²Æ
§€ € €*
bf16xbf16->bf16àƒƒÕ§Šš*
f32xf32->f32ÿ—Á±Á­?*"
f8e4m3fnxf8e4m3fn->bf16âÒÍ“û¨* 
f8e4m3fnxf8e5m2->bf16­³å®ƒ“* 
f8e5m2xf8e4m3fn->bf16ïş•“Šš®
§€ € €*
bf16xbf16->bf16—ã¶—ãöœ*
f32xf32->f32¬¤ÿ“´C*"
f8e4m3fnxf8e4m3fn->bf16şé§Ğ«ãó* 
f8e4m3fnxf8e5m2->bf16öÙĞÀÍö* 
f8e5m2xf8e4m3fn->bf16ßÓ÷¿Şñ
§€ €  €*
bf16xbf16->bf16èµ¶ĞÄ¤*
f32xf32->f32çÌ€ËŸI*"
f8e4m3fnxf8e4m3fn->bf16†åëĞ¼ı* 
f8e4m3fnxf8e5m2->bf16¢¥‚¤å‚* 
f8e5m2xf8e4m3fn->bf16¤ˆ­Œëå…
§€ € €*
bf16xbf16->bf16İãŞ††˜ƒ*
f32xf32->f32ÙÇ“­ï"*"
f8e4m3fnxf8e4m3fn->bf16¸å›¼‚À¦* 
f8e4m3fnxf8e5m2->bf16Øš“ÿÔœÄ* 
f8e5m2xf8e4m3fn->bf16®…ˆŒ’Ç¿
§€ € €*
bf16xbf16->bf16•õÏÒş»¡*
f32xf32->f32€à‹¬Ô¼7*"
f8e4m3fnxf8e4m3fn->bf16Ö†±êÜ¯* 
f8e4m3fnxf8e5m2->bf16öÇ€ÙØ¬* 
f8e5m2xf8e4m3fn->bf16¸Ïˆ­—¢ 
§€ € €*
bf16xbf16->bf16€Ş«€˜ö¢*
f32xf32->f32ì’Ïù§’D*"
f8e4m3fnxf8e4m3fn->bf16ò‡©Ñ œş* 
f8e4m3fnxf8e5m2->bf16§ßİ¦ÛÂ…* 
f8e5m2xf8e4m3fn->bf16õöè˜á•
§€ € €*
bf16xbf16->bf16Û¤Ç¨±¬*
f32xf32->f32òËŠğÎB*"
f8e4m3fnxf8e4m3fn->bf16ê÷¡‹ğ”™* 
f8e4m3fnxf8e5m2->bf16–çºå§™* 
f8e5m2xf8e4m3fn->bf16øæ àÙ±›
§€ €  €*
bf16xbf16->bf16§°§éŸÙ¬*
f32xf32->f32Û†ÓİÑ¿M*"
f8e4m3fnxf8e4m3fn->bf16ëü¥Øä¾* 
f8e4m3fnxf8e5m2->bf16²ÿ¯şĞÓÀ* 
f8e5m2xf8e4m3fn->bf16Ü¼Š‚¥›Ã
§€ € € *
bf16xbf16->bf16–¢†ô‡ÿŠ*
f32xf32->f32ÊĞ¦˜½ß%*"
f8e4m3fnxf8e4m3fn->bf16¸ºíìê®ş* 
f8e4m3fnxf8e5m2->bf16ÂÖÿ* 
f8e5m2xf8e4m3fn->bf16Ş”Ì¤ü
§€ € € *
bf16xbf16->bf16ĞæÕÍ÷ì£*
f32xf32->f32–Ùá¿Äš<*"
f8e4m3fnxf8e4m3fn->bf16ı¡®°¨õ* 
f8e4m3fnxf8e5m2->bf16µÛĞº‡õ* 
f8e5m2xf8e4m3fn->bf16¹ãÂ®ˆÀò
§€ € € *
bf16xbf16->bf16ŸÌÉï°ğ¯*
f32xf32->f32˜åáÚÊF*"
f8e4m3fnxf8e4m3fn->bf16ó¤ÑÏ˜Ü˜* 
f8e4m3fnxf8e5m2->bf16Š¾ÄµØ‘Ÿ* 
f8e5m2xf8e4m3fn->bf16¢ˆîÿ•Â–
§€ € € *
bf16xbf16->bf16‰Æø¾¦ü¶*
f32xf32->f32ÕÃÚĞ­L*"
f8e4m3fnxf8e4m3fn->bf16Ñ€æ¦æÖ¸* 
f8e4m3fnxf8e5m2->bf16½èœŠÒ­·* 
f8e5m2xf8e4m3fn->bf16¾±øÏ¸íÄ
§€ €  € *
bf16xbf16->bf16ÿË·™–ª³*
f32xf32->f32¨½ÄØ©ÊN*"
f8e4m3fnxf8e4m3fn->bf16²Š£´§ÄÍ* 
f8e4m3fnxf8e5m2->bf16ÓÊøâè™Î* 
f8e5m2xf8e4m3fn->bf16ƒ¾ê¿ÓéÓ